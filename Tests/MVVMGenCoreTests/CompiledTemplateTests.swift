import Foundation
import MVVMGenSynthetic
import Testing

@testable import MVVMGenCore

/// The compiled renderer must render exactly what Stencil renders, and leave to Stencil
/// everything it is not sure about. These tests render the same requests both ways.
@Suite("Compiled templates")
struct CompiledTemplateTests {
    @Test("every built-in template compiles")
    func builtInTemplatesCompile() {
        let cache = CompiledTemplateCache(templates: .builtIn)
        for name in TemplateSet.builtIn.sources.keys.sorted() {
            #expect(cache.template(named: name) != nil, "\(name) does not compile")
        }
    }

    @Test(
        "every file of the golden cases and of synthetic screens renders compiled, as Stencil renders it",
        arguments: GoldenTests.cases + ["synthetic"]
    )
    func builtInTemplatesMatchStencil(_ name: String) throws {
        let requests = try Self.requests(name)
        let compiled = TemplateRenderer(templates: .builtIn, compiles: true)
        let stencil = TemplateRenderer(templates: .builtIn, compiles: false)
        #expect(requests.count > 5)
        for request in requests {
            guard case .success(let fast) = compiled.compiledRender(request) else {
                Issue.record("\(request.path) fell back to Stencil")
                continue
            }
            #expect(fast == (try stencil.stencilRender(request)), "\(request.path)")
        }
    }

    /// Values of every kind the compiled renderer types, plus some it does not.
    nonisolated(unsafe) static let context: ContextDictionary = [
        "name": "Jobs", "empty": "", "flag": true, "off": false, "zero": 0, "five": 5, "negative": -1,
        "items": ["a", "b", "c"], "none": [String](),
        "rows": [["title": "one", "tags": ["x"]], ["title": "two", "tags": [String]()]] as [ContextDictionary],
        "screen": ["name": "S", "count": "c", "first": "f", "lists": [["name": "l1"]] as [ContextDictionary]]
            as ContextDictionary,
        "emptyObject": ContextDictionary(),
    ]

    @Test(
        "the forms it compiles render as Stencil renders them",
        arguments: [
            "{{ name }} {{ empty }}|{{ flag }} {{ off }} {{ zero }} {{ five }} {{ negative }} {{ missing }} {{ missing.deep }}",
            "{{ items.0 }}{{ items.2 }}{{ items.9 }} {{ items.first }} {{ items.last }} {{ items.count }} {{ none.first }} {{ none.count }}",
            "{{ rows.0.title }} {{ rows.count }} {{ screen.name }} {{ screen.count }} {{ screen.first }} {{ screen.lists.0.name }} {{ screen.missing }}",
            "{{ name.0 }} {{ name.3 }} {{ name.9 }} {{ name.count }} {{ name.first }} {{ name.last }} {{ emptyObject.count }}",
            "{% for item in items %}{{ forloop.counter }}/{{ forloop.counter0 }}/{{ forloop.length }}/{{ forloop.count }}{{ item }}{% if forloop.first %}F{% endif %}{% if not forloop.last %}, {% endif %}{% endfor %}",
            "{% for row in rows %}{{ row.title }}:{% for tag in row.tags %}{{ tag }}{{ forloop.counter }}{% empty %}none{% endfor %};{% endfor %}",
            "{% for x in none %}never{% empty %}empty{% endfor %}{% for x in missing %}never{% empty %}missing{% endfor %}{% for x in items %}{% endfor %}",
            "{% for name in items %}{{ name }}{% endfor %}{{ name }}{% for forloop in items %}{{ forloop }}{% endfor %}",
            "{% if flag %}a{% endif %}{% if off %}b{% else %}c{% endif %}{% if zero %}d{% elif five %}e{% endif %}{% if negative %}f{% elif not flag %}g{% else %}h{% endif %}",
            "{% if empty %}1{% endif %}{% if name %}2{% endif %}{% if none %}3{% endif %}{% if items %}4{% endif %}{% if emptyObject %}5{% endif %}{% if screen %}6{% endif %}{% if name.0 %}7{% endif %}{% if missing %}8{% endif %}",
            "a\n    {% if flag %}\n  b {# note #}\n    {% endif %}\n{% include \"Partial.stencil\" %}c { d } {{ name }}",
        ]
    )
    func compiledMatchesStencil(_ template: String) throws {
        let request = Self.request(template)
        let renderer = Self.renderer(template)
        let compiled = try #require(try? renderer.compiledRender(request).get(), "fell back to Stencil")
        #expect(compiled == (try Self.renderer(template, compiles: false).stencilRender(request)))
    }

    @Test(
        "anything else is left to Stencil",
        arguments: [
            "{{ name|uppercase }}", "{{ \"literal\" }}", "{{ 1 }}", "{{ nan }}", "{{ NaN }}", "{{ Infinity }}",
            "{{ False }}", "{{ true }}", "{{ name if flag }}",
            "{% if flag and off %}x{% endif %}", "{% if five > 1 %}x{% endif %}", "{% ifnot flag %}x{% endif %}",
            "{% for a, b in items %}{% endfor %}", "{% for x in items where x %}{% endfor %}",
            "{% outer: for x in items %}{% endfor %}", "{%- if flag -%} x {% endif %}", "{% if flag %}x",
            "{% endif %}", "{% include \"Missing.stencil\" %}", "{% include \"Self.stencil\" %}", "{% now %}",
            "{{ items[0] }}", "{{ items..0 }}", "{% if flag %}{% else %}{% elif off %}{% endif %}",
        ]
    )
    func refusesOtherForms(_ template: String) throws {
        let templates = TemplateSet.builtIn.overriding(with: [
            "T.stencil": template, "Self.stencil": "{% include \"Self.stencil\" %}",
        ])
        #expect(CompiledTemplateCache(templates: templates).template(named: "T.stencil") == nil)
    }

    @Test(
        "values it would not print as Stencil does are rendered by Stencil",
        arguments: [
            "{{ items }}", "{{ screen }}", "{{ forloop }}{% for x in screen %}{{ x }}{% endfor %}", "{{ five.x }}",
        ]
    )
    func unsupportedValuesFallBack(_ template: String) throws {
        let request = Self.request(template)
        #expect((try? Self.renderer(template).compiledRender(request).get()) == nil)
        let file = try Self.renderer(template).render(request)
        let header = GeneratedHeader.line(for: .regenerated, source: "T.screen.yaml") + "\n"
        let stencil = try Self.renderer(template, compiles: false).stencilRender(request)
        #expect(file.contents == TemplateRenderer.tidy(header + stencil))
        guard case .stencil(let reason) = file.engine else {
            Issue.record("\(file.engine) rendered it")
            return
        }
        #expect(reason.hasPrefix("it prints a value the compiled renderer does not ("))
    }

    /// Random templates, well formed or not, supported or not: whatever the compiled
    /// renderer accepts must come out as Stencil's output, errors included.
    @Test("random templates render as Stencil renders them")
    func randomTemplatesMatchStencil() throws {
        var generator = RandomTemplates(seed: 20_261_121)
        var compiledCount = 0
        for _ in 0..<1500 {
            let template = generator.template()
            let request = Self.request(template)
            let compiled = Result { try Self.renderer(template).render(request).contents }
            let stencil = Result { try Self.renderer(template, compiles: false).render(request).contents }
            switch (compiled, stencil) {
            case (.success(let ours), .success(let theirs)):
                #expect(ours == theirs, "\(template)")
            case (.failure, .failure):
                break
            default:
                Issue.record("one renderer failed and the other did not: \(template)")
            }
            if case .success = Self.renderer(template).compiledRender(request) { compiledCount += 1 }
        }
        // The random templates must exercise the compiled renderer, not only Stencil.
        #expect(compiledCount > 300)
    }

    // MARK: - Helpers

    static func request(_ template: String) -> RenderRequest {
        RenderRequest(
            template: "T.stencil",
            path: "T.swift",
            root: .sources,
            ownership: .regenerated,
            source: "T.screen.yaml",
            context: RenderContext(context)
        )
    }

    /// A renderer of `template` as a template from the user's folder, with a partial.
    static func renderer(_ template: String, compiles: Bool = true) -> TemplateRenderer {
        let templates = TemplateSet(sources: [:]).overriding(with: [
            "T.stencil": template, "Partial.stencil": "{% for item in items %}\n    - {{ item }}\n{% endfor %}\n",
        ])
        return TemplateRenderer(templates: templates, compiles: compiles)
    }

    static func requests(_ name: String) throws -> [RenderRequest] {
        let input: InputFile
        let options: GenerationOptions
        if name == "synthetic" {
            input = InputFile(path: "Synthetic.screen.yaml", text: SyntheticScreens.yaml(screens: 10))
            options = GenerationOptions(moduleName: "Screens")
        } else {
            let url = TestPaths.golden.appendingPathComponent(name).appendingPathComponent("input.screen.yaml")
            input = InputFile(path: "input.screen.yaml", text: try String(contentsOf: url, encoding: .utf8))
            options = try GoldenTests.options(name)
        }
        return try Pipeline.plan(input, options: options).requests
    }
}

/// Templates built from pieces of the supported forms, with unsupported and broken pieces
/// mixed in; a fixed seed keeps every run the same.
struct RandomTemplates {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    static let paths = [
        "name", "empty", "flag", "off", "zero", "five", "negative", "items", "items.0", "items.2", "items.9",
        "items.first", "items.last", "items.count", "none", "none.first", "none.count", "rows", "rows.0.title",
        "rows.1.tags", "rows.count", "screen", "screen.name", "screen.count", "screen.lists.0.name", "screen.missing",
        "emptyObject", "emptyObject.count", "name.0", "name.count", "name.first", "name.last", "missing",
        "missing.deep", "item", "item.title", "item.0", "item.count", "forloop.first", "forloop.last",
        "forloop.counter", "forloop.counter0", "forloop.length", "forloop.count", "forloop.missing", "flag.x",
        "nan", "true", "1", "\"literal\"", "name|uppercase", "items|join:\",\"",
        // Not `forloop` alone: Stencil prints it as a dictionary, whose order differs from one
        // instance to the next, so the two renderers' outputs would differ by chance.
    ]
    static let lists = ["items", "none", "rows", "rows.0.tags", "missing", "screen", "name", "screen.lists"]
    static let texts = ["a", " ", "\n", "  \n", "    ", "{", "}", "x }", "%", "b\n    ", "\t"]

    mutating func template() -> String {
        block(depth: 0)
    }

    private mutating func block(depth: Int) -> String {
        var text = ""
        for _ in 0..<next(4) + 1 {
            text += piece(depth: depth)
        }
        return text
    }

    private mutating func piece(depth: Int) -> String {
        let deeper = depth < 3
        switch next(20) {
        case 0..<5: return pick(Self.texts)
        case 5..<9: return "{{ \(pick(Self.paths)) }}"
        case 9..<12 where deeper:
            var text = "{% if \(condition()) %}" + block(depth: depth + 1)
            if next(3) == 0 { text += "{% elif \(condition()) %}" + block(depth: depth + 1) }
            if next(2) == 0 { text += "{% else %}" + block(depth: depth + 1) }
            return text + pick(["{% endif %}", "{% endif %}", "{% endif %}\n", "\n    {% endif %}\n"])
        case 12..<15 where deeper:
            var text = "{% for \(pick(["item", "item", "name", "forloop"])) in \(pick(Self.lists)) %}"
            text += block(depth: depth + 1)
            if next(3) == 0 { text += "{% empty %}" + block(depth: depth + 1) }
            return text + pick(["{% endfor %}", "{% endfor %}", "\n{% endfor %}\n"])
        case 15: return "{% include \"Partial.stencil\" %}"
        case 16: return "{# \(pick(Self.paths)) #}"
        case 17:
            return pick(["{% endif %}", "{% else %}", "{% endfor %}", "{% if flag %}", "{%- if flag -%}x{% endif %}"])
        default: return pick(Self.texts)
        }
    }

    private mutating func condition() -> String {
        switch next(6) {
        case 0: "not \(pick(Self.paths))"
        case 1: "\(pick(Self.paths)) and \(pick(Self.paths))"
        default: pick(Self.paths)
        }
    }

    private mutating func pick(_ choices: [String]) -> String {
        choices[next(choices.count)]
    }

    /// SplitMix64.
    private mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        value ^= value >> 31
        return Int(value % UInt64(bound))
    }
}
