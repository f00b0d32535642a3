"""The figures of `make bench` in docs/benchmarks.md: each script owns a block between two markers and writes it anew."""
import re


def write_between_markers(path, name, lines):
    """Replaces what stands between `<!-- NAME:begin -->` and `<!-- NAME:end -->` in `path` with `lines` (the block is
    added at the end of the file when the markers are not there yet)."""
    begin, end = f"<!-- {name}:begin -->", f"<!-- {name}:end -->"
    with open(path) as document:
        text = document.read()
    body = "\n".join([begin, ""] + lines + ["", end])
    pattern = re.compile(re.escape(begin) + ".*?" + re.escape(end), re.S)
    text = pattern.sub(lambda _: body, text) if pattern.search(text) else text.rstrip() + "\n\n" + body + "\n"
    with open(path, "w") as document:
        document.write(text)
