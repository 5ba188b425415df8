import MVVMGenSynthetic
import Testing

@testable import MVVMGenCore

/// A render's budget: steps and bytes are counted, so a template that would loop for
/// years or fill the disk stops at its loop with a located error.
@Suite("Template budget")
struct TemplateBudgetTests {
    typealias Language = TemplateLanguageTests

    /// Six loops over the context's two rows: 2^6 turns of the innermost loop.
    static let nested = """
        line one
        {% for a in rows %}{% for b in rows %}{% for c in rows %}
        {% for d in rows %}{% for e in rows %}
          {% for f in rows %}{{ a.title }}{{ f.title }}{% endfor %}
        {% endfor %}{% endfor %}{% endfor %}{% endfor %}{% endfor %}

        """

    /// The error's place, message and notes, each as `file:line:column`.
    static func failure(_ template: String, partials: [String: String] = [:], budget: TemplateBudget) -> [String] {
        let templates = TemplateSet(sources: partials.merging(["T.stencil": template]) { $1 })
        do {
            _ = try Language.render(template, partials: partials, budget: budget)
            return ["no error"]
        } catch {
            let diagnostic = error.diagnostic(in: templates)
            return [diagnostic.description]
        }
    }

    @Test("loops nested six deep stop at the innermost loop when the steps run out")
    func stepsRunOut() throws {
        let steps = 200
        let result = Self.failure(Self.nested, budget: TemplateBudget(steps: steps, outputBytes: 1 << 20))
        #expect(
            result == [
                "built-in:T.stencil:4:3: error: rendering this file passes 200 steps here (each tag, text and turn of a loop is one): loops nest too deep or go over too much; mvvmgen's own templates stay far below it"
            ]
        )
        // The same template within a larger budget renders.
        let output = try Language.render(Self.nested, budget: TemplateBudget(steps: 10_000, outputBytes: 1 << 20))
        #expect(output.components(separatedBy: "oneone").count - 1 == 16)
    }

    @Test("text repeated past the byte budget stops at the loop repeating it")
    func bytesRunOut() {
        let template = "{% for a in rows %}\n{% for b in rows %}0123456789{% endfor %}\n{% endfor %}\n"
        let result = Self.failure(template, budget: TemplateBudget(steps: 1000, outputBytes: 25))
        #expect(result.count == 1)
        #expect(result[0].hasPrefix("built-in:T.stencil:2:1: error: rendering this file passes 0 MB of text here"))
    }

    @Test("a loop in an included template is named there, with a note at the include")
    func inInclude() {
        let result = Self.failure(
            "top\n  {% include \"Part.stencil\" %}\n",
            partials: ["Part.stencil": "{% for a in rows %}{% for b in rows %}{{ b.title }}{% endfor %}{% endfor %}"],
            budget: TemplateBudget(steps: 8, outputBytes: 1 << 20)
        )
        #expect(result.count == 1)
        #expect(result[0].hasPrefix("built-in:Part.stencil:1:20: error: rendering this file passes 8 steps here"))
        #expect(result[0].hasSuffix("\nbuilt-in:T.stencil:2:3: note: included from here"))
    }

    @Test("a large template included many times is refused at the include passing 16 MB, before rendering")
    func includesCopyTooMuch() {
        // 100,000 bytes each time: the 168th include passes 16 MB.
        let template = String(repeating: "{% include \"Part.stencil\" %}\n", count: 200)
        let result = Self.failure(
            template,
            partials: ["Part.stencil": String(repeating: "x", count: 100_000)],
            budget: .standard
        )
        #expect(
            result == [
                "built-in:T.stencil:168:1: error: this include passes 16 MB of template text copied into 'T.stencil' by its includes: include large templates fewer times"
            ]
        )
    }

    @Test("the built-in templates render every file of 200 synthetic screens within a hundredth of the budget")
    func builtInsFarBelow() throws {
        // The router grows with the screens: at 1,000 (README) its 13,013 steps and 182 KB
        // are still a 768th and a 92nd of the budget.
        let input = InputFile(path: "Screens.screen.yaml", text: SyntheticScreens.yaml(screens: 200))
        var options = GenerationOptions()
        options.writesTests = true
        let requests = try Generator(options: options).plan(input).requests
        let compiler = TemplateCompiler(templates: .builtIn)
        var most = (steps: 0, bytes: 0)
        for request in requests {
            let nodes = try compiler.compile(request.template, root: request.context.type).linked
            var evaluator = TemplateEvaluator(root: request.context.value(), template: request.template)
            var text = RenderedText()
            try evaluator.render(nodes, into: &text)
            most = (max(most.steps, evaluator.steps), max(most.bytes, evaluator.producedBytes))
        }
        let budget = TemplateBudget.standard
        #expect(most.steps * 100 < budget.steps, "most steps: \(most.steps)")
        #expect(most.bytes * 100 < budget.outputBytes, "most bytes: \(most.bytes)")
    }
}
