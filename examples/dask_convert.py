"""Convert a directory tree of HCL files to JSON with Dask.

    python examples/dask_convert.py SRC_DIR OUT_DIR [--scheduler ADDRESS] [--workers N]

Each configuration file under SRC_DIR (as ``hcl2json`` finds them) is read
and converted on a Dask worker: ``dask.bag`` over the file paths, so only
paths travel to the workers and each worker reads its own files.  What
comes back is, for each file, its JSON text or the :class:`hclkit.HCLError`
it raised (errors pickle whole: the driver prints them as ``hcldec``
would).  The JSON goes to OUT_DIR under the same relative path, with
``.json`` added.

Without ``--scheduler`` it starts a ``distributed.LocalCluster`` on this
machine; with ``--scheduler tcp://host:8786`` the same code runs on a real
cluster (see docs/scale-out.md): there the workers must see SRC_DIR at the
same path (a shared file system), and the driver writes OUT_DIR.

Needs the optional extra: ``pip install 'hclkit[dask]'``.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import hclkit
from hclkit.cli.hcl2json import DEFAULT_EXTENSIONS, walk


def _require_dask() -> tuple[Any, Any]:
    """dask.bag and distributed, or a message that names the packages."""
    try:  # imported on use: the message below is for those without the extra
        import dask.bag  # noqa: PLC0415
        import distributed  # noqa: PLC0415
    except ImportError as e:
        missing = (e.name or "dask").partition(".")[0]
        raise SystemExit(f"this example needs the '{missing}' package (dask and "
                         "distributed): pip install 'hclkit[dask]'") from None
    return dask.bag, distributed


@dataclass(frozen=True)
class Converted:
    """One file's outcome: its JSON text, or the error it raised."""

    path: str
    json_text: str | None = None
    error: hclkit.HCLError | None = None


def convert(path: str) -> Converted:
    """One file to JSON text (on a worker).  Bad input comes back as its
    HCLError, which pickles with its diagnostics and source lines; a file
    that cannot be read comes back as one too."""
    try:
        data = hclkit.load(path, unknowns="expression")
    except hclkit.HCLError as e:
        return Converted(path, error=e)
    except OSError as e:
        diags = hclkit.Diagnostics()
        diags.error("Failed to read file", f"{path}: {e.strerror or e}")
        return Converted(path, error=hclkit.HCLError(diags))
    return Converted(path, json_text=json.dumps(data, ensure_ascii=False, indent=2))


def convert_tree(src: Path, client: Any, partitions: int | None = None) -> list[Converted]:
    """Every configuration file under ``src`` converted on ``client``'s
    cluster, in path order."""
    bag_module, _ = _require_dask()
    paths = list(walk(str(src), DEFAULT_EXTENSIONS))
    if not paths:
        return []
    # A few partitions per worker thread: each task reads and converts many
    # files, so scheduling costs little beside the work, and a slow worker
    # does not hold up the end.
    threads = sum(client.nthreads().values()) or 1
    partitions = partitions or min(len(paths), threads * 4)
    bag = bag_module.from_sequence(paths, npartitions=partitions).map(convert)
    results: list[Converted] = bag.compute(scheduler=client.get)
    return results


def write_outputs(results: Sequence[Converted], src: Path, out: Path) -> Iterator[str]:
    """Each converted file's JSON written under ``out``; yields each error's text."""
    for result in results:
        if result.error is not None:
            yield str(result.error)
            continue
        target = out / (str(Path(result.path).relative_to(src)) + ".json")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(f"{result.json_text}\n", encoding="utf-8")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("src", type=Path)
    parser.add_argument("out", type=Path)
    parser.add_argument("--scheduler", help="a running scheduler's address (default: a "
                        "LocalCluster on this machine)")
    parser.add_argument("--workers", type=int, default=2,
                        help="the LocalCluster's worker processes (default 2)")
    args = parser.parse_args(argv)
    _, distributed = _require_dask()
    if args.scheduler:
        client = distributed.Client(args.scheduler)
        cluster = None
    else:
        cluster = distributed.LocalCluster(n_workers=args.workers, threads_per_worker=1,
                                           processes=True, dashboard_address=None)
        client = distributed.Client(cluster)
    try:
        results = convert_tree(args.src.resolve(), client)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    errors = list(write_outputs(results, args.src.resolve(), args.out))
    for text in errors:
        print(text, file=sys.stderr)
    print(f"{len(results) - len(errors)} converted, {len(errors)} with errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
