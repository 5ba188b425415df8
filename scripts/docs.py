#!/usr/bin/env python3
"""Reads the project's Markdown for scripts/check-docs.sh.

  python3 scripts/docs.py links             checks every relative link and its anchor
  python3 scripts/docs.py blocks OUT_DIR    writes every code block to OUT_DIR

The Markdown is README.md, CONTRIBUTING.md, CHANGELOG.md, Documentation/**/*.md and the
runtime libraries' DocC catalogs (Sources/*/*.docc/*.md).

`links` checks each link that is not a URL: the file or folder must exist, and an anchor
(`#name`) must be a heading of the target as GitHub names it. It also checks the places
mvvmgen's own messages send people to ("… in the README", `README, "Heading"`): the README
must have that heading.

`blocks` writes each fenced block as OUT_DIR/NNN.LANG and lists them in OUT_DIR/blocks.tsv:
number, file, line, language, and the check asked for by an HTML comment on the line
before the fence (`<!-- check: … -->`), empty when there is none.
"""
import pathlib
import re
import sys

REPO = pathlib.Path(__file__).resolve().parent.parent
FENCE = re.compile(r"^(\s*)```(\S*)\s*$")
CHECK = re.compile(r"^\s*<!--\s*check:\s*(.*?)\s*-->\s*$")
LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


def markdown_files():
    files = [REPO / name for name in ("README.md", "CONTRIBUTING.md", "CHANGELOG.md")]
    files += sorted((REPO / "Documentation").rglob("*.md"))
    files += sorted(REPO.glob("Sources/*/*.docc/*.md"))
    return files


def prose_lines(text):
    """(line number, line) outside fenced blocks, with inline code removed."""
    inside = False
    for number, line in enumerate(text.splitlines(), 1):
        if FENCE.match(line):
            inside = not inside
            continue
        if not inside:
            yield number, re.sub(r"`[^`]*`", "", line)


def anchors(path):
    """The anchors GitHub gives the headings of `path`: lowercase, punctuation dropped,
    spaces as hyphens, a repeated one numbered (-1, -2…)."""
    seen, result = {}, set()
    inside = False
    for line in path.read_text().splitlines():
        if FENCE.match(line):
            inside = not inside
            continue
        match = None if inside else HEADING.match(line)
        if not match:
            continue
        slug = re.sub(r"[^\w\- ]", "", match.group(2).replace("`", "").lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        result.add(slug if count == 0 else f"{slug}-{count}")
    return result


def check_links():
    problems, checked = [], 0
    for path in markdown_files():
        for number, line in prose_lines(path.read_text()):
            for target in LINK.findall(line):
                if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("<"):
                    continue  # a URL (https:, mailto:)
                checked += 1
                file_part, _, anchor = target.partition("#")
                where = f"{path.relative_to(REPO)}:{number}"
                resolved = (path.parent / file_part).resolve() if file_part else path
                if not resolved.exists():
                    problems.append(f"{where}: error: '{target}': no such file or folder")
                elif anchor and resolved.is_file() and anchor not in anchors(resolved):
                    problems.append(f"{where}: error: '{target}': no heading '#{anchor}' in {file_part or 'this file'}")
    readme = anchors(REPO / "README.md")
    for source in sorted(REPO.glob("Sources/**/*.swift")):
        for number, line in enumerate(source.read_text().splitlines(), 1):
            if line.lstrip().startswith("//"):
                continue  # a comment, not a message
            for heading in re.findall(r'README, \\?"([^"\\]+)\\?"|\\?"([^"\\]+)\\?" in the README', line):
                name = next(part for part in heading if part)
                checked += 1
                slug = re.sub(r"[^\w\- ]", "", name.lower()).replace(" ", "-")
                if slug not in readme:
                    problems.append(f"{source.relative_to(REPO)}:{number}: error: the README has no heading '{name}'")
    for problem in problems:
        print(problem)
    print(f"{checked} relative links and README headings checked, {len(problems)} broken")
    return 1 if problems else 0


def write_blocks(out):
    out = pathlib.Path(out)
    out.mkdir(parents=True, exist_ok=True)
    rows, count = [], 0
    for path in markdown_files():
        lines = path.read_text().splitlines()
        index = 0
        while index < len(lines):
            match = FENCE.match(lines[index])
            if not match:
                index += 1
                continue
            indent, language = len(match.group(1)), match.group(2) or "text"
            check = ""
            if index > 0:
                marked = CHECK.match(lines[index - 1])
                check = marked.group(1) if marked else ""
            end = index + 1
            while end < len(lines) and not FENCE.match(lines[end]):
                end += 1
            body = [line[indent:] if line[:indent].strip() == "" else line.lstrip() for line in lines[index + 1 : end]]
            count += 1
            (out / f"{count:03}.{language}").write_text("\n".join(body) + "\n")
            rows.append(f"{count:03}\t{path.relative_to(REPO)}\t{index + 1}\t{language}\t{check}")
            index = end + 1
    (out / "blocks.tsv").write_text("".join(row + "\n" for row in rows))
    return 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["links"]:
        sys.exit(check_links())
    if sys.argv[1:2] == ["blocks"] and len(sys.argv) == 3:
        sys.exit(write_blocks(sys.argv[2]))
    print(__doc__)
    sys.exit(64)
