#!/usr/bin/env python3
"""Makes the material fixtures of issue 26 from the team's Markdown notes, with the standard library and poppler-utils.

  history-notes.pdf  30 pages with a text layer: the Italian then the English notes, Helvetica, lines wrapped
  scan.pdf           2 pages with no text layer: pages 1 and 2 of history-notes.pdf as 150 dpi grey images
  photo.png          a printed Italian paragraph (photo.txt) rendered at 200 dpi: what tesseract should read
  blank.png          an image with shapes and no text
  damaged.pdf        a PDF header followed by bytes that are no PDF
  random.pdf         random bytes named .pdf

Run from the repository's root: python3 scripts/make-material-fixtures.py (deterministic: same files every run).
"""
import math, os, random, struct, subprocess, tempfile, textwrap, zlib

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "materials")
PAGES = 30
FONT_SIZE = 11
LEADING = 15
WIDTH_CHARS = 88

PHOTO_TEXT = (
    "Nel 1860 Giuseppe Garibaldi partì da Quarto, vicino a Genova, con poco più di mille volontari. "
    "Sbarcati a Marsala, i garibaldini vinsero a Calatafimi e presero Palermo; poi risalirono la Calabria "
    "fino a Napoli. A Teano Garibaldi incontrò Vittorio Emanuele II e gli consegnò le terre conquistate. "
    "Pochi mesi dopo, nel marzo del 1861, il primo parlamento italiano proclamò la nascita del Regno d'Italia."
)


def pdf_string(text):
    data = text.encode("cp1252", errors="replace")
    return b"(" + data.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def write_pdf(path, page_streams, images=None):
    """A PDF whose pages draw the given content streams; `images` (per page, or None) are grey images XObjects."""
    objects = []  # bytes of object i+1

    def add(body):
        objects.append(body)
        return len(objects)

    font = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
    pages_id = add(b"")  # filled once the pages are known
    kids = []
    for index, stream in enumerate(page_streams):
        resources = b"/Font << /F1 %d 0 R >>" % font
        image = images[index] if images else None
        if image:
            width, height, pixels = image
            compressed = zlib.compress(pixels, 9)
            image_id = add(
                b"<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray "
                b"/BitsPerComponent 8 /Filter /FlateDecode /Length %d >>\nstream\n" % (width, height, len(compressed))
                + compressed + b"\nendstream")
            resources += b" /XObject << /Im1 %d 0 R >>" % image_id
        compressed = zlib.compress(stream, 9)
        content = add(b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(compressed) + compressed + b"\nendstream")
        kids.append(add(
            b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 595 842] /Resources << %s >> /Contents %d 0 R >>"
            % (pages_id, resources, content)))
    objects[pages_id - 1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (b" ".join(b"%d 0 R" % k for k in kids), len(kids))
    catalog = add(b"<< /Type /Catalog /Pages %d 0 R >>" % pages_id)
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root %d 0 R /Info << /Producer (Diario fixtures) >> >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1, catalog, xref)
    with open(path, "wb") as handle:
        handle.write(bytes(out))


def text_stream(lines, size=FONT_SIZE, leading=LEADING, top=800):
    parts = [b"BT /F1 %d Tf %d TL 50 %d Td" % (size, leading, top)]
    for line in lines:
        parts.append(pdf_string(line) + b" Tj T*")
    parts.append(b"ET")
    return b"\n".join(parts)


def wrapped_lines(markdown):
    lines = []
    for raw in markdown.splitlines():
        if not raw.strip():
            lines.append("")
            continue
        indent = len(raw) - len(raw.lstrip())
        lines.extend(textwrap.wrap(raw, WIDTH_CHARS, subsequent_indent=" " * (indent + 2)) or [""])
    return lines


def read_pgm(path):
    with open(path, "rb") as handle:
        data = handle.read()
    fields, position = [], 0
    while len(fields) < 4:
        while data[position:position + 1].isspace():
            position += 1
        start = position
        while not data[position:position + 1].isspace():
            position += 1
        fields.append(data[start:position])
    assert fields[0] == b"P5"
    width, height = int(fields[1]), int(fields[2])
    return width, height, data[position + 1:position + 1 + width * height]


def write_png(path, width, height, pixels):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    rows = b"".join(b"\x00" + pixels[y * width:(y + 1) * width] for y in range(height))
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as handle:
        handle.write(png)


def main():
    notes = [open(os.path.join(HERE, name), encoding="utf-8").read() for name in ("risorgimento.md", "french-revolution.md")]
    lines = wrapped_lines(notes[0]) + [""] + wrapped_lines(notes[1])
    per_page = math.ceil(len(lines) / PAGES)
    pages = [lines[i * per_page:(i + 1) * per_page] for i in range(PAGES)]
    assert all(pages), "the notes are too short for %d pages" % PAGES
    leading = min(LEADING, 740 // per_page)
    write_pdf(os.path.join(HERE, "history-notes.pdf"), [text_stream(page, leading=leading) for page in pages])

    with tempfile.TemporaryDirectory() as folder:
        images = []
        for number in (1, 2):
            prefix = os.path.join(folder, "page%d" % number)
            subprocess.run(["pdftoppm", "-r", "150", "-gray", "-f", str(number), "-l", str(number), "-singlefile",
                            os.path.join(HERE, "history-notes.pdf"), prefix], check=True)
            images.append(read_pgm(prefix + ".pgm"))
        draw = [b"q 595 0 0 842 0 0 cm /Im1 Do Q" for _ in images]
        write_pdf(os.path.join(HERE, "scan.pdf"), draw, images)

        with open(os.path.join(HERE, "photo.txt"), "w", encoding="utf-8") as handle:
            handle.write(PHOTO_TEXT + "\n")
        paragraph = textwrap.wrap(PHOTO_TEXT, 70)
        write_pdf(os.path.join(folder, "photo.pdf"), [text_stream(paragraph, size=13, leading=19)])
        prefix = os.path.join(folder, "photo")
        subprocess.run(["pdftoppm", "-r", "200", "-gray", "-singlefile", "-x", "0", "-y", "0", "-W", "1654", "-H", "700",
                        os.path.join(folder, "photo.pdf"), prefix], check=True)
        width, height, pixels = read_pgm(prefix + ".pgm")
        write_png(os.path.join(HERE, "photo.png"), width, height, pixels)

    width, height = 400, 300
    blank = bytearray([235]) * (width * height)
    for y in range(60, 240):
        for x in range(80, 320):
            if (x - 200) ** 2 / 120 ** 2 + (y - 150) ** 2 / 90 ** 2 <= 1:
                blank[y * width + x] = 120
    write_png(os.path.join(HERE, "blank.png"), width, height, bytes(blank))

    generator = random.Random(26)
    with open(os.path.join(HERE, "damaged.pdf"), "wb") as handle:
        handle.write(b"%PDF-1.4\n" + bytes(generator.randrange(256) for _ in range(4000)))
    with open(os.path.join(HERE, "random.pdf"), "wb") as handle:
        handle.write(bytes(generator.randrange(256) for _ in range(4000)))


if __name__ == "__main__":
    main()
