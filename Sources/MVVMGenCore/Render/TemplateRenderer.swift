import Stencil

/// Stage 4: renders each request with Stencil. Templates are parsed once per renderer and
/// kept, since parsing costs more than rendering.
public final class TemplateRenderer {
    private let environment: Environment
    private let loader: ParsedTemplateCache

    public init(templates: TemplateSet) {
        loader = ParsedTemplateCache(sources: templates.sources)
        environment = Environment(loader: loader, trimBehaviour: .smart)
    }

    deinit {
        // Parsed templates hold the environment, which holds the loader that holds them:
        // break the cycle, or every renderer leaks its templates.
        loader.forget()
    }

    public func render(_ request: RenderRequest) throws(DiagnosticsError) -> OutputFile {
        do {
            let template = try loader.loadTemplate(name: request.template, environment: environment)
            let text = try template.render(request.context)
            return OutputFile(
                path: request.path, root: request.root, ownership: request.ownership, contents: Self.tidy(text))
        } catch {
            let location = SourceLocation(file: request.template, line: 1, column: 1)
            throw DiagnosticsError([.error("template '\(request.template)' failed: \(error)", at: location)])
        }
    }

    /// Trailing spaces removed, runs of blank lines collapsed to one, no blank line
    /// right after `{` or before `}`, one final newline: templates stay readable and
    /// the output stays formatted.
    static func tidy(_ text: String) -> String {
        var lines: [Substring] = []
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = rawLine
            while let last = line.last, last == " " || last == "\t" { line.removeLast() }
            let isBlank = line.isEmpty
            if isBlank {
                if lines.isEmpty || lines.last?.isEmpty == true || lines.last?.last == "{" { continue }
            } else if line.drop(while: { $0 == " " }).first == "}", lines.last?.isEmpty == true {
                lines.removeLast()
            }
            lines.append(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// A Stencil loader that parses each template at most once.
private final class ParsedTemplateCache: Loader {
    private let sources: [String: String]
    private var parsed: [String: Template] = [:]

    init(sources: [String: String]) {
        self.sources = sources
    }

    func forget() {
        parsed.removeAll()
    }

    func loadTemplate(name: String, environment: Environment) throws -> Template {
        if let template = parsed[name] { return template }
        guard let source = sources[name] else {
            throw TemplateDoesNotExist(templateNames: [name], loader: self)
        }
        let template = environment.templateClass.init(templateString: source, environment: environment, name: name)
        parsed[name] = template
        return template
    }
}
