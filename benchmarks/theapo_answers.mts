// TheApo's own answers for its levels, for benchmarks/theapo_sweep.py: per level file, the number
// of solutions (up to 2), the first solution's cells (pysm's names, "A1" the top-left), its
// murderer, and whether the engine's forward deduction solves the level without search.
//
//   cd THEAPO_CHECKOUT && npx tsx /path/to/benchmarks/theapo_answers.mts LEVELS_DIR OUT.json
//
// Run inside a checkout of TheApo's Murdoku (github giulios123/murdoku) with its packages
// installed (`npm ci --ignore-scripts`); it imports that checkout's engine from src/engine.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const [levelsDir, out] = process.argv.slice(2)
if (!levelsDir || !out) {
  console.error('usage: npx tsx theapo_answers.mts LEVELS_DIR OUT.json  (inside a TheApo checkout)')
  process.exit(2)
}
const engine = await import(pathToFileURL(resolve(process.cwd(), 'src/engine/index.ts')).href)
const answers: Record<string, unknown> = {}
const cellName = (width: number, cell: number) =>
  String.fromCharCode(65 + (cell % width)) + String(Math.floor(cell / width) + 1)
for (const file of readdirSync(levelsDir).filter((f) => f.endsWith('.json')).sort()) {
  const stem = file.slice(0, -5)
  try {
    const puzzle = engine.loadLevel(JSON.parse(readFileSync(join(levelsDir, file), 'utf8')))
    const search = new engine.SearchSolver(puzzle)
    const count = search.countSolutions(2)
    const solution = search.firstSolution()
    const cells: Record<string, string> = {}
    let murderer: string | null = null
    if (solution) {
      for (const [id, cell] of solution.entries()) cells[puzzle.nameOf(id)] = cellName(puzzle.board.width, cell)
      const m = engine.findMurderer(puzzle, solution).suspectId
      murderer = m ? puzzle.nameOf(m) : null
    }
    const deduced = new engine.DeductionEngine(puzzle).solve().solved
    answers[stem] = { solutions: count, cells, murderer, deduced }
  } catch (err) {
    answers[stem] = { error: String(err) }
  }
}
writeFileSync(out, JSON.stringify(answers, null, 1) + '\n')
console.log(`${Object.keys(answers).length} levels -> ${out}`)
