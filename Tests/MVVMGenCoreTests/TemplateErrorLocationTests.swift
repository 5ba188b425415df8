import Stencil
import Testing

@testable import MVVMGenCore

@Suite("Template errors at the failing tag")
struct TemplateErrorLocationTests {
    /// The one diagnostic of rendering `template` (in `templates`, the user's unless
    /// `builtIn`), by both renderers; they must agree.
    static func failure(
        _ template: String = "T.stencil",
        in sources: [String: String],
        builtIn: Bool = false
    ) throws -> Diagnostic {
        let templates =
            builtIn ? TemplateSet(sources: sources) : TemplateSet(sources: [:]).overriding(with: sources, from: "My")
        let request = RenderRequest(
            template: template,
            path: "T.swift",
            root: .sources,
            ownership: .regenerated,
            source: "t.screen.yaml",
            context: RenderContext(["name": "Jobs", "items": ["one", "two"], "x": true])
        )
        var diagnostics: [[Diagnostic]] = []
        for compiles in [true, false] {
            let renderer = TemplateRenderer(templates: templates, compiles: compiles)
            let error = try #require(throws: DiagnosticsError.self) { try renderer.render(request) }
            diagnostics.append(error.diagnostics)
        }
        #expect(diagnostics[0] == diagnostics[1], "the compiled renderer and Stencil disagree")
        return try #require(diagnostics[0].first)
    }

    @Test("a `for` with no `endfor` is an error at the `for` tag, in the user's file")
    func unclosedFor() throws {
        let diagnostic = try Self.failure(in: ["T.stencil": "line one\n{% for p in items %}\n{{ p }}\n"])
        #expect(diagnostic.description == "My/T.stencil:2:1: error: `for` has no `endfor`")
    }

    @Test("an `if` with no `endif`, indented, is an error at the column of its `{%`")
    func unclosedIf() throws {
        let diagnostic = try Self.failure(in: ["T.stencil": "a\n\n    {% if x %}\n    b\n"])
        #expect(diagnostic.description == "My/T.stencil:3:5: error: `if` has no `endif`")
    }

    @Test("an unknown filter is an error at its `{{`, with a close name suggested")
    func unknownFilter() throws {
        // Stencil suggests 'split' (3 edits away): too far to be a typo.
        let unknown = try Self.failure(in: ["T.stencil": "a\n  {{ name|shout }}\n"])
        #expect(unknown.description == "My/T.stencil:2:3: error: unknown filter 'shout'")
        let nearly = try Self.failure(in: ["T.stencil": "a {{ name }}\nb {{ name|uppercas }}\n"])
        #expect(nearly.description == "My/T.stencil:2:3: error: unknown filter 'uppercas'; did you mean 'uppercase'?")
    }

    @Test("an unknown tag, and an end tag that closes nothing, are errors at the tag")
    func unknownTags() throws {
        let unknown = try Self.failure(in: ["T.stencil": "a\nb {% frobnicate x %}\n"])
        #expect(unknown.description == "My/T.stencil:2:3: error: unknown tag 'frobnicate'")
        // Lines that repeat earlier ones: Stencil's own locations put these at line 0.
        let stray = try Self.failure(in: [
            "T.stencil": "{% if x %}\n{% endif %}\n{% if x %}\n{% endif %}\n{% endif %}\n"
        ])
        #expect(stray.description == "My/T.stencil:5:1: error: `endif` has no `if` to close")
    }

    @Test("an error inside an included template is at its tag there, with a note at the include")
    func inIncludedTemplate() throws {
        let diagnostic = try Self.failure(
            "Outer.stencil",
            in: [
                "Outer.stencil": "a\n  b {% include \"Middle.stencil\" %}\n",
                "Middle.stencil": "{% if x %}{% include \"Inner.stencil\" %}{% endif %}",
                "Inner.stencil": "x\ny\n\t{{ name|shout }}\n",
            ]
        )
        #expect(
            diagnostic.description == """
                My/Inner.stencil:3:2: error: unknown filter 'shout'
                My/Middle.stencil:1:11: note: included from here
                My/Outer.stencil:2:5: note: included from here
                """
        )
    }

    @Test("errors found while rendering are at their tag too: a template that is not there")
    func whileRendering() throws {
        let missing = try Self.failure(in: [
            "T.stencil": "{{ name }}\n{% for i in items %}{% include \"Nope.stencil\" %}{% endfor %}"
        ])
        #expect(missing.description == "My/T.stencil:2:21: error: there is no template named 'Nope.stencil' to include")
        let cycle = try Self.failure(in: [
            "T.stencil": "{{ name }}\n{% include name %}", "Jobs": "{% include \"T.stencil\" %}",
        ])
        #expect(
            cycle.description == """
                My/Jobs:1:1: error: include cycle: T.stencil → Jobs → T.stencil
                My/T.stencil:2:1: note: included from here
                """
        )
    }

    @Test("a built-in template is named built-in:NAME, with the line and column of the tag")
    func builtInNaming() throws {
        let diagnostic = try Self.failure(
            "ViewModelInterface.swift.stencil",
            in: ["ViewModelInterface.swift.stencil": "// a\né {{ name }} {% if x %}\n"],
            builtIn: true
        )
        #expect(diagnostic.description == "built-in:ViewModelInterface.swift.stencil:2:14: error: `if` has no `endif`")
        #expect(TemplateSet.builtIn.file(of: "Router.swift.stencil") == "built-in:Router.swift.stencil")
    }

    @Test("tags are found where Stencil's lexer finds them, odd braces included")
    func tagPlacesMatchStencil() throws {
        var generator = RandomTemplates(seed: 7)
        let odd = [
            "{%}{% if x %}", "{#}#}{{ a }}", "{{{ a }}}", "{ {% if %}", "a {{ b", "é{{ x }}\r\n{% y %}", "{{}}{%%}{##}",
        ]
        for source in odd + (0..<500).map({ _ in generator.template() }) {
            let tags = Template(templateString: source).tokens.filter { $0.kind != .text }
            let starts = TemplateTagPlaces.tagStarts(in: source)
            #expect(starts.count == tags.count, "\(source.debugDescription)")
            for (start, tag) in zip(starts, tags) {
                let opening = String(source.unicodeScalars[start...].prefix(2))
                let expected = tag.kind == .variable ? "{{" : tag.kind == .block ? "{%" : "{#"
                #expect(opening == expected, "\(source.debugDescription)")
            }
        }
    }
}
