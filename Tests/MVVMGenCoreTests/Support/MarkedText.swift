@testable import MVVMGenCore

/// Inline input with places marked, as swift-format's rule tests mark them: `1️⃣` to `🔟`
/// stand just before the character a diagnostic must point at, and are removed from the
/// text. Tests then state each expected diagnostic by its marker, not by line and column.
struct MarkedText {
    static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

    let text: String
    /// Each marker's place in `text`, 1-based line and column in characters.
    let places: [String: (line: Int, column: Int)]

    init(_ marked: String) {
        var text = ""
        var places: [String: (line: Int, column: Int)] = [:]
        var line = 1
        var column = 1
        var rest = Substring(marked)
        while let character = rest.first {
            if let marker = Self.markers.first(where: { rest.hasPrefix($0) }) {
                precondition(places[marker] == nil, "\(marker) is used twice")
                places[marker] = (line, column)
                rest = rest.dropFirst(marker.count)
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            rest = rest.dropFirst()
        }
        self.text = text
        self.places = places
    }

    /// `diagnostic` with its marker in place of its location: `1️⃣ error: message`, then a
    /// line per note; `?:3:5` for a place no marker stands at.
    func describe(_ diagnostic: Diagnostic) -> String {
        let main =
            "\(marker(at: diagnostic.location)) \(diagnostic.severity.rawValue): \(diagnostic.message)"
            + (diagnostic.kind.map { " [\($0.rawValue)]" } ?? "")
        let notes = diagnostic.notes.map { "\(marker(at: $0.location)) note: \($0.message)" }
        return ([main] + notes).joined(separator: "\n")
    }

    /// The marker standing at `location`; `?:line:column` when none does, `-` for no location.
    func marker(at location: SourceLocation?) -> String {
        guard let location else { return "-" }
        let found = places.first { $0.value.line == location.line && $0.value.column == location.column }
        return found?.key ?? "?:\(location.line):\(location.column)"
    }
}

/// The stages run in process on marked inline YAML, their diagnostics described by marker.
enum Stages {
    static let file = "test.screen.yaml"

    static func input(_ yaml: MarkedText) -> InputFile {
        InputFile(path: file, text: yaml.text)
    }

    /// Stage 1 alone: what the parser reports (a file that is not YAML reports its error).
    static func parseDiagnostics(_ yaml: MarkedText) -> [String] {
        do {
            return try SpecParser.parse(input(yaml)).diagnostics.map(yaml.describe)
        } catch {
            return error.diagnostics.map(yaml.describe)
        }
    }

    /// Stages 1 and 2: every diagnostic of the file, warnings included.
    static func diagnostics(_ yaml: MarkedText) -> [String] {
        do {
            return try SpecValidator.validate(SpecParser.parse(input(yaml))).warnings.map(yaml.describe)
        } catch {
            return error.diagnostics.map(yaml.describe)
        }
    }

    /// Stages 1 and 2 on a file that must be valid.
    static func validated(_ yaml: String) throws -> ValidatedSpec {
        try SpecValidator.validate(SpecParser.parse(InputFile(path: file, text: yaml)))
    }
}
