"""Reading a printed PDF as a reader would: its text (pdfminer.six), each page's trim and media box
and its pictures (pypdfium2), the size text is printed at, and whether anything is inked outside
where a page may print. The print tests and benchmarks/print_sheets.py share these."""

from __future__ import annotations

import io
from dataclasses import dataclass

MM = 72 / 25.4  # PDF points in a millimetre


def squeeze(text: str) -> str:
    """Text with every run of white space made one space: a sentence wrapped over two lines
    reads as one."""
    return " ".join(text.split())


def page_texts(data: bytes) -> list[str]:
    """The text of each page, in order (one reading of the whole file)."""
    from pdfminer.high_level import extract_pages
    from pdfminer.layout import LTTextContainer

    return [
        squeeze(" ".join(el.get_text() for el in page if isinstance(el, LTTextContainer)))
        for page in extract_pages(io.BytesIO(data))
    ]


def page_count(data: bytes) -> int:
    import pypdfium2 as pdfium

    return len(pdfium.PdfDocument(data))


@dataclass(frozen=True)
class Boxes:
    trim: tuple[float, float, float, float]  # points, (left, bottom, right, top)
    media: tuple[float, float, float, float]

    @property
    def trim_size_mm(self) -> tuple[float, float]:
        return ((self.trim[2] - self.trim[0]) / MM, (self.trim[3] - self.trim[1]) / MM)

    @property
    def media_size_mm(self) -> tuple[float, float]:
        return ((self.media[2] - self.media[0]) / MM, (self.media[3] - self.media[1]) / MM)


def boxes(data: bytes) -> list[Boxes]:
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(data)
    return [Boxes(tuple(doc[i].get_trimbox()), tuple(doc[i].get_mediabox())) for i in range(len(doc))]


@dataclass(frozen=True)
class Reading:
    """One page as read: its text on one line, and each line of text with the smallest size of
    its characters in points."""

    text: str
    lines: tuple[tuple[str, float], ...]

    def name_sizes(self, names) -> dict[str, float]:
        """The size each name is printed at on a line of names alone (the board's room labels;
        two labels side by side read as one line), the smallest where it is printed more than
        once; a name printed on no such line is left out."""
        names = sorted(set(names), key=len, reverse=True)
        sizes: dict[str, float] = {}
        for text, size in self.lines:
            rest, found = text, []
            for name in names:
                if name in rest:
                    found.append(name)
                    rest = rest.replace(name, " ")
            if found and not rest.strip():
                for name in found:
                    sizes[name] = min(size, sizes.get(name, size))
        return sizes


def read_page(data: bytes, page: int = 0) -> Reading:
    """A page's text and lines, in one reading of the file."""
    from pdfminer.high_level import extract_pages
    from pdfminer.layout import LTChar, LTTextContainer, LTTextLine

    def walk(element):
        if isinstance(element, LTTextLine):
            yield element
        elif hasattr(element, "__iter__"):
            for child in element:
                yield from walk(child)

    layout = next(iter(extract_pages(io.BytesIO(data), page_numbers=[page])))
    lines = []
    for line in walk(layout):
        sizes = [c.size for c in line if isinstance(c, LTChar) and c.get_text().strip()]
        if sizes:
            lines.append((squeeze(line.get_text()), min(sizes)))
    text = squeeze(" ".join(el.get_text() for el in layout if isinstance(el, LTTextContainer)))
    return Reading(text, tuple(lines))


def inked_outside(data: bytes, page: int, allowed_mm: list[tuple[float, float, float, float]], dpi: int = 50) -> int:
    """How many pixels of the page's trim box carry ink outside the allowed boxes (each
    (left, top, right, bottom) in mm from the trim box's top-left corner). A page rendered at
    `dpi`; ink is any pixel visibly darker than white."""
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(data)
    pg = doc[page]
    left, bottom, right, top = pg.get_trimbox()
    m_left, m_bottom, _, m_top = pg.get_mediabox()
    scale = dpi / 72
    image = pg.render(scale=scale, may_draw_forms=True).to_pil().convert("L")
    px_per_mm = scale * MM
    # the trim box inside the rendered media box, in pixels
    x0, y0 = (left - m_left) * scale, (m_top - top) * scale
    x1, y1 = x0 + (right - left) * scale, y0 + (top - bottom) * scale
    boxes_px = [
        (x0 + a * px_per_mm, y0 + b * px_per_mm, x0 + c * px_per_mm, y0 + d * px_per_mm) for a, b, c, d in allowed_mm
    ]
    pixels = image.load()
    count = 0
    for y in range(int(y0) + 1, int(y1) - 1):
        for x in range(int(x0) + 1, int(x1) - 1):
            if pixels[x, y] < 200 and not any(a <= x <= c and b <= y <= d for a, b, c, d in boxes_px):
                count += 1
    return count
