/// Where the tags (`{{ }}`, `{% %}`, `{# #}`) of a template start, found exactly as
/// Stencil's lexer finds them, so that the n-th tag token Stencil makes is the n-th place
/// here. Stencil's own locations cannot be used: its lexer finds each line by searching the
/// template for the line's text, so a line that repeats an earlier one (a second
/// `{% endif %}`) gets the earlier one's place, or none (line 0).
enum TemplateTagPlaces {
    /// The line and column (in characters, 1-based) of the `index`-th tag of `source`;
    /// nil when it has fewer tags.
    static func place(ofTag index: Int, in source: String) -> (line: Int, column: Int)? {
        let starts = tagStarts(in: source, upTo: index + 1)
        guard index >= 0, index < starts.count else { return nil }
        let scalars = source.unicodeScalars
        let start = starts[index]
        let before = scalars[..<start]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: "\n").map { scalars.index(after: $0) } ?? scalars.startIndex
        return (line, String(scalars[lineStart..<start]).count + 1)
    }

    /// The start of each tag, at most `limit` of them. Mirrors Stencil's `Scanner`: a tag
    /// opens at a `{` followed by `{`, `%` or `#`, and closes at the first `}` after its
    /// closing character (`}`, `%` or `#`), searched from the tag's own first character;
    /// a tag that never closes is text.
    static func tagStarts(in source: String, upTo limit: Int = .max) -> [String.Index] {
        let scalars = source.unicodeScalars
        var starts: [String.Index] = []
        var position = scalars.startIndex
        while starts.count < limit, let (start, opener) = tagOpening(in: scalars, from: position) {
            let closer: Unicode.Scalar = opener == "{" ? "}" : opener
            guard let end = tagEnd(in: scalars, from: start, closer: closer) else { break }
            starts.append(start)
            position = end
        }
        return starts
    }

    /// The first `{{`, `{%` or `{#` at or after `position`, and its second character.
    private static func tagOpening(
        in scalars: String.UnicodeScalarView,
        from position: String.Index
    ) -> (String.Index, Unicode.Scalar)? {
        var previous = position
        var followsBrace = false
        var index = position
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if followsBrace, scalar == "{" || scalar == "%" || scalar == "#" { return (previous, scalar) }
            followsBrace = scalar == "{"
            previous = index
            index = scalars.index(after: index)
        }
        return nil
    }

    /// Just past the first `}` that follows `closer`, searching from `start`.
    private static func tagEnd(
        in scalars: String.UnicodeScalarView,
        from start: String.Index,
        closer: Unicode.Scalar
    ) -> String.Index? {
        var followsCloser = false
        var index = start
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if followsCloser, scalar == "}" { return scalars.index(after: index) }
            followsCloser = scalar == closer
            index = scalars.index(after: index)
        }
        return nil
    }
}
