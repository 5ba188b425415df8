/// Reads YAML nodes into values, logging a located diagnostic for every shape mistake.
/// Each `read…` returns `nil` after logging, so the parser carries on and reports more.
struct NodeReader {
    /// What a read names in its messages (`"the title of list 'jobs'"`): made only for one.
    typealias Described = () -> String

    let file: String
    var log = DiagnosticLog()

    func location(of node: YAMLNode) -> SourceLocation {
        SourceLocation(file: file, line: node.mark.line, column: node.mark.column)
    }

    /// The scalar's text, located at its first character: after the quote of a quoted one,
    /// so that places within it (a signature's parameters) are counted from the text.
    func name(of node: YAMLNode) -> Name {
        let quoted = node.scalar.map { $0.style == .singleQuoted || $0.style == .doubleQuoted } ?? false
        return Name(node.scalar?.string ?? "", at: location(of: node).advanced(byColumns: quoted ? 1 : 0))
    }

    /// A plain `key:` with nothing after it.
    func isNull(_ node: YAMLNode) -> Bool {
        guard let scalar = node.scalar else { return false }
        guard scalar.style == .plain else { return false }
        switch scalar.string {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    /// The scalar text of `node`, or an error naming what was expected.
    mutating func string(_ node: YAMLNode, _ what: @autoclosure Described) -> String? {
        guard let scalar = node.scalar else {
            log.error("\(what()) must be a single value, not \(kind(of: node))", at: location(of: node))
            return nil
        }
        // An escaped control character (`"\0"`, `"\e"`) would reach generated comments, where a
        // NUL stops the compiler, and the terminal through messages.
        if let control = ControlCharacters.first(in: scalar.string, allowing: Self.allowedControls) {
            let code = String(control.value, radix: 16, uppercase: true)
            log.error(
                "\(what()) holds the control character U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code), "
                    + "which generated code cannot hold: remove it",
                at: location(of: node)
            )
            return nil
        }
        return scalar.string
    }

    /// Tabs and line breaks are text a value may hold.
    private static let allowedControls: Set<Unicode.Scalar> = ["\t", "\n", "\r"]

    /// A non-empty scalar copied as Swift source.
    mutating func code(_ node: YAMLNode, _ what: @autoclosure Described) -> SwiftCode? {
        guard let text = string(node, what()) else { return nil }
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty, !isNull(node) else {
            log.error("\(what()) is empty", at: location(of: node))
            return nil
        }
        // Most text starts with what it holds: no blank to count, and no `Character` made.
        let blanks =
            text.utf8.first.map { (0x21..<0x7F).contains($0) } == true ? 0 : text.prefix(while: \.isWhitespace).count
        return SwiftCode(trimmed, at: textLocation(of: node, skipping: blanks))
    }

    /// Where a scalar's text starts: one column after a quote, and after `skipping`
    /// characters of leading blanks on its line; a block scalar's first line is not known here.
    func textLocation(of node: YAMLNode, skipping blanks: Int = 0) -> SourceLocation {
        switch node.scalar?.style {
        case .singleQuoted?, .doubleQuoted?: location(of: node).advanced(byColumns: 1 + blanks)
        case .plain?: location(of: node).advanced(byColumns: blanks)
        default: location(of: node)
        }
    }

    mutating func bool(_ node: YAMLNode, _ what: @autoclosure Described) -> Bool? {
        guard let text = string(node, what()) else { return nil }
        switch text {
        case "true", "yes", "True", "Yes", "TRUE", "YES": return true
        case "false", "no", "False", "No", "FALSE", "NO": return false
        default:
            log.error("\(what()) must be true or false, not '\(text)'", at: location(of: node))
            return nil
        }
    }

    /// One of a fixed set of words.
    mutating func choice<Choice: RawRepresentable & CaseIterable>(
        _ node: YAMLNode,
        _ what: @autoclosure Described,
        as _: Choice.Type
    ) -> Choice? where Choice.RawValue == String {
        guard let text = string(node, what()) else { return nil }
        if let value = Choice(rawValue: text) { return value }
        let options = Choice.allCases.map(\.rawValue)
        log.error(
            "\(what()) must be one of \(options.map { "'\($0)'" }.joined(separator: ", ")), not '\(text)'"
                + Suggestion.didYouMean(text, among: options),
            at: location(of: node)
        )
        return nil
    }

    /// The pairs of a mapping, each key checked against `allowed`; unknown keys are errors.
    mutating func mapping(
        _ node: YAMLNode,
        _ what: @autoclosure Described,
        allowed: [String]? = nil
    ) -> [YAMLNode.Pair]? {
        guard let mapping = node.mapping else {
            log.error("\(what()) must be a mapping (key: value lines), not \(kind(of: node))", at: location(of: node))
            return nil
        }
        var pairs: [YAMLNode.Pair] = []
        pairs.reserveCapacity(mapping.count)
        for (key, value) in merged(mapping, what()) {
            guard key.scalar != nil else {
                log.error("a key in \(what()) must be a plain name, not \(kind(of: key))", at: location(of: key))
                continue
            }
            if let allowed, let keyText = key.scalar?.string, !allowed.contains(keyText) {
                // A key that is not a plain name (a space, a full stop) is most often the rest
                // of a value cut at a comma in `{…}`: the format's keys are all plain names.
                let cut =
                    SwiftNames.isIdentifier(keyText)
                    ? "" : "; if it is the rest of the value before it, quote that value: in {…} a comma ends a value"
                log.error(
                    "unknown key '\(keyText)' in \(what())" + Suggestion.didYouMean(keyText, among: allowed)
                        + " (allowed keys: \(allowed.joined(separator: ", ")))" + cut,
                    at: location(of: key)
                )
                continue
            }
            pairs.append((key, value))
        }
        return pairs
    }

    /// The pairs of `mapping` with YAML merge keys applied: `<<: *part` (or `<<: [*a, *b]`)
    /// puts the pairs of the mappings marked `&part` here, before its own; a key written
    /// here wins, and among merged mappings the first wins, as YAML merges do. This is how
    /// parts shared by several screens are written once.
    private mutating func merged(_ mapping: YAMLNode.Mapping, _ what: @autoclosure Described) -> [YAMLNode.Pair] {
        // Most mappings merge nothing: their pairs as they are, not copied one by one.
        guard mapping.pairs.contains(where: { $0.key.scalar?.string == "<<" }) else { return mapping.pairs }
        var own: [YAMLNode.Pair] = []
        var merged: [YAMLNode.Pair] = []
        for (key, value) in mapping {
            guard let scalar = key.scalar, scalar.style == .plain, scalar.string == "<<" else {
                own.append((key, value))
                continue
            }
            for source in value.sequence.map(Array.init) ?? [value] {
                guard let part = source.mapping else {
                    log.error(
                        "'<<' in \(what()) merges a mapping marked '&name' (write '<<: *name'), not \(kind(of: source))",
                        at: location(of: source)
                    )
                    continue
                }
                merged += self.merged(part, what())
            }
        }
        if merged.isEmpty { return own }
        let ownKeys = Set(own.compactMap { $0.key.scalar?.string })
        var seen = Set<String>()
        let kept = merged.filter { pair in
            guard let key = pair.key.scalar?.string else { return true }
            return !ownKeys.contains(key) && seen.insert(key).inserted
        }
        return kept + own
    }

    /// Values of a mapping by key, for long forms read key by key.
    mutating func fields(
        _ node: YAMLNode,
        _ what: @autoclosure Described,
        allowed: [String],
        required: [String] = []
    ) -> MappingFields? {
        guard let pairs = mapping(node, what(), allowed: allowed) else { return nil }
        let fields = MappingFields(pairs: pairs)
        for key in required where fields[key] == nil {
            log.error("\(what()) is missing the required key '\(key)'", at: location(of: node))
        }
        return fields
    }

    mutating func sequence(_ node: YAMLNode, _ what: @autoclosure Described) -> [YAMLNode]? {
        guard let sequence = node.sequence else {
            log.error("\(what()) must be a list ([a, b] or '- a' lines), not \(kind(of: node))", at: location(of: node))
            return nil
        }
        return sequence.nodes
    }

    /// A list of names, written `[a, b]` or as `- a` lines.
    mutating func names(_ node: YAMLNode, _ what: @autoclosure Described) -> [Name]? {
        if isNull(node) { return [] }
        guard let items = sequence(node, what()) else { return nil }
        return items.compactMap { item in
            guard string(item, "an entry of \(what())") != nil else { return nil }
            return name(of: item)
        }
    }

    func kind(of node: YAMLNode) -> String {
        switch node {
        case .scalar: "a single value"
        case .mapping: "a mapping"
        case .sequence: "a list"
        }
    }
}

extension String {
    var trimmingWhitespace: String {
        // Most text begins and ends with a visible ASCII character: nothing to trim, and no
        // `Character` to look up (a Unicode property lookup each).
        if let first = utf8.first, let last = utf8.last, (0x21..<0x7F).contains(first), (0x21..<0x7F).contains(last) {
            return self
        }
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
