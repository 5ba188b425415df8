import Foundation
import Stencil
import Testing

@testable import MVVMGenCore

@Suite("Template renderer")
struct TemplateRendererTests {
    /// Found by fuzzing: parsed templates hold their environment, which holds the loader
    /// that holds them, so every renderer leaked its templates.
    @Test("a renderer releases its parsed templates when it goes away")
    func releasesTemplates() throws {
        weak var template: Template?
        do {
            let templates = TemplateSet(sources: [:]).overriding(with: ["T.stencil": "let name = \"{{ name }}\""])
            let renderer = TemplateRenderer(templates: templates, compiles: false)
            let request = RenderRequest(
                template: "T.stencil",
                path: "A.swift",
                root: .sources,
                ownership: .regenerated,
                source: "a.screen.yaml",
                context: RenderContext(["name": "A"])
            )
            #expect(try renderer.render(request).contents.hasSuffix("let name = \"A\"\n"))
            // The cached template, parsed with the renderer's own environment.
            let loaded = try renderer.loader.loadTemplate(name: "T.stencil", environment: Environment())
            template = loaded
            #expect(template != nil)
        }
        #expect(template == nil)
    }

    @Test(
        "trimming once renders exactly what Stencil's smart trimming renders",
        arguments: [
            "a\n    {% if x %}\n  b\n    {% endif %}\nc {% if y %}d{% endif %} e\n",
            "{% for item in items %}\n    - {{ item }}\n{% endfor %}\ndone\n",
            "x {% if x %}  \t\n{% endif %}\n\n{% for i in items %}{{ i }}, {% endfor %}\n",
            "{ not a tag } {{ x }} {# note #}\n  {% if x %}yes{% else %}no{% endif %}\n",
            "init() {    {% if x %}x{% endif %} }\n{  \n{% if x %}y{% endif %}", "a  \r\n{% if x %}b{% endif %}",
            "{%- if x %}  a  {% endif -%}\n  b", "{%+ if x %}\n  a  \n{% endif +%}\n",
        ]
    )
    func smartTrimMatchesStencil(_ template: String) throws {
        try Self.expectSameAsStencil(template)
    }

    @Test("random templates: trimming once renders what Stencil's smart trimming renders")
    func smartTrimMatchesStencilOnRandomTemplates() throws {
        var generator = RandomTemplates(seed: 42)
        for _ in 0..<1000 {
            try Self.expectSameAsStencil(generator.template())
        }
    }

    /// `template`, as a template of the user's, renders through both of our renderers as
    /// Stencil renders it with smart trimming, errors included.
    static func expectSameAsStencil(_ template: String) throws {
        let context: [String: Any] = ["x": true, "y": false, "items": ["one", "two"], "flag": true, "name": "Jobs"]
        let request = RenderRequest(
            template: "T.stencil",
            path: "T.swift",
            root: .sources,
            ownership: .regenerated,
            source: "t.screen.yaml",
            context: RenderContext(["x": true, "y": false, "items": ["one", "two"], "flag": true, "name": "Jobs"])
        )
        let templates = TemplateSet(sources: [:]).overriding(with: ["T.stencil": template])
        let stencil = Result {
            try Environment(trimBehaviour: .smart).renderTemplate(string: template, context: context)
        }
        for compiles in [false, true] {
            let renderer = TemplateRenderer(templates: templates, compiles: compiles)
            let ours = Result { try renderer.renderBody(request).0 }
            switch (ours, stencil) {
            case (.success(let ours), .success(let theirs)):
                #expect(ours == theirs, "\(template.debugDescription), compiled: \(compiles)")
            case (.failure, .failure): break
            default: Issue.record("one way failed and the other did not: \(template.debugDescription)")
            }
        }
    }

    @Test("built-in templates lexed without Stencil's lexer give the same tokens")
    func quickTokensMatchStencil() throws {
        for (name, source) in TemplateSet.builtIn.sources {
            let quick = try #require(SmartTrim.tokens(source), "\(name)")
            let stencil = try #require(SmartTrim.trimmed(Template(templateString: source).tokens)).map(
                TemplateToken.init
            )
            #expect(quick == stencil, "\(name)")
        }
    }

    @Test("whitespace and blank lines are tidied the same way for every template")
    func tidy() {
        let rendered = "struct A {\n\n    let a = 1   \n\n\n    let b = 2\n\n}\n\n\n"
        #expect(TemplateRenderer.tidy(rendered) == "struct A {\n    let a = 1\n\n    let b = 2\n}\n")
    }
}
