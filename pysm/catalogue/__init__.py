"""A season of cases seen as a whole: duplicates up to the board's symmetries, sentences a case
does not need, and the report a publisher reads before a season goes out (`pysm report`).

The layer sits above authoring (it runs on a Dask cluster through pysm.authoring.cluster) and
below views (which draws its page)."""
