/// A mistake in a template, found before anything renders: the message and the place of
/// the tag or variable, with the includes it was reached through (nearest first).
struct TemplateError: Error, Sendable {
    var message: String
    var place: TemplatePlace
    var includedFrom: [TemplatePlace] = []
    /// The template's other mistakes, found by the same check.
    var more: [TemplateError] = []

    /// This error and the others found with it, in the template's order.
    var all: [TemplateError] { [self] + more }

    /// The diagnostic, located in the file `templates` names for each template.
    func diagnostic(in templates: TemplateSet) -> Diagnostic {
        .error(
            message,
            at: templates.location(of: place),
            notes: includedFrom.map { Diagnostic.Note("included from here", at: templates.location(of: $0)) }
        )
    }
}

extension TemplateSet {
    /// The file, line and column of `place`: lines and columns count characters from 1.
    func location(of place: TemplatePlace) -> SourceLocation {
        let before = sources[place.template].map { Array($0.utf8).prefix(place.offset) } ?? []
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
        return SourceLocation(file: file(of: place.template), line: line, column: column)
    }
}
