/// Summaries go into `///` comments as the person wrote them: only surrounding whitespace
/// is trimmed, since an added capital or period can change what a name or code means.
enum DocComment {
    /// `text` for a template that writes `/// ` before it at `indent` levels of four
    /// spaces: each line after the first starts its own `///` line, so a multi-line
    /// summary never ends the comment. Nil when there is nothing to say.
    static func text(_ text: String?, indent: Int) -> String? {
        guard let text else { return nil }
        let laidOut = continued(text, line: String(repeating: "    ", count: indent) + "///")
        return laidOut.isEmpty ? nil : laidOut
    }

    /// `text` trimmed, each line after the first on a line of its own that begins as `line`
    /// does (a template's `    /// `, its trailing blanks left out), then a space before
    /// any text: what the `doc` filter prints.
    static func continued(_ text: String, line: String) -> String {
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty else { return "" }
        // One ASCII line, the usual summary, is itself: no need to break it into characters.
        if !trimmed.utf8.contains(where: { $0 >= 0x80 || 0x0A...0x0D ~= $0 }) { return trimmed }
        let lines = trimmed.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(trimmedEnd)
        let prefix = trimmedEnd(Substring(line))
        return lines.dropFirst().reduce(lines[0]) { $0 + "\n" + prefix + ($1.isEmpty ? "" : " " + $1) }
    }

    /// By index, not through `reversed()`: a nest of generic collection types is built at
    /// run time on first use, which cost a one-screen run more than the rest of translation.
    private static func trimmedEnd(_ line: Substring) -> String {
        var end = line.endIndex
        while end > line.startIndex {
            let before = line.index(before: end)
            guard line[before].isWhitespace else { break }
            end = before
        }
        return String(line[..<end])
    }
}
