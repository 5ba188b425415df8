import Testing

@testable import MVVMGenCore

/// The template language on its own, with a small context: what each form renders, and
/// the mistakes found before anything renders.
@Suite("Template language")
struct TemplateLanguageTests {
    struct Row: TemplateObject {
        let title: String
        let tags: [String]
        static let table = TemplateTable<Row>(
            "Row",
            "A row.",
            [.string("title", "Its title.") { $0.title }, .strings("tags", "Its tags.") { $0.tags }]
        )
    }

    struct Root: TemplateObject {
        var name = "Jobs"
        var yes = true
        var no = false
        var count = 2
        var rows = [Row(title: "one", tags: ["a", "b"]), Row(title: "two", tags: [])]
        var child: Row? = nil
        static let table = TemplateTable<Root>(
            "Root",
            "The test context.",
            [
                .string("name", "A name.") { $0.name },
                .bool("yes", "True.") { $0.yes },
                .bool("no", "False.") { $0.no },
                .int("count", "Two.") { $0.count },
                .objects("rows", "Two rows.") { $0.rows },
                .object("child", "Absent.") { $0.child },
            ]
        )
    }

    static func render(
        _ template: String,
        partials: [String: String] = [:],
        budget: TemplateBudget = .standard
    ) throws(TemplateError) -> String {
        let templates = TemplateSet(sources: partials.merging(["T.stencil": template]) { $1 })
        let nodes = try TemplateCompiler(templates: templates).compile("T.stencil", root: Root.table.type).linked
        guard case .object(let root) = Root().templateValue else { return "" }
        var output = RenderedText()
        var evaluator = TemplateEvaluator(root: root, template: "T.stencil", budget: budget)
        try evaluator.render(nodes, into: &output)
        return output.string
    }

    static func message(
        _ template: String,
        partials: [String: String] = [:],
        budget: TemplateBudget = .standard
    ) -> String {
        let templates = TemplateSet(sources: partials.merging(["T.stencil": template]) { $1 })
        do {
            _ = try render(template, partials: partials, budget: budget)
            return "no error"
        } catch {
            let location = templates.location(of: error.place)
            return "\(location.line):\(location.column): \(error.message)"
        }
    }

    @Test(
        "each form renders as documented",
        arguments: [
            ("{{ name }} {{ count }} {{ yes }}", "Jobs 2 true"),
            ("{% if yes and not no %}a{% elif count %}b{% else %}c{% endif %}", "a"),
            ("{% if not not yes %}a{% endif %}{% if not not not yes %}b{% endif %}", "a"),
            ("{% if no or no %}a{% elif count %}b{% else %}c{% endif %}", "b"),
            ("{% if child %}a{% else %}c{% endif %}{{ child.title }}", "c"),
            (
                "{% for row in rows %}{{ forloop.counter }}{{ row.title }}{% if not forloop.last %}, {% endif %}{% endfor %}",
                "1one,2two"
            ),
            ("{% for tag in rows.1.tags %}x{% empty %}none{% endfor %}", "none"),
            ("{% for name in rows %}{{ name.title }}{% endfor %}{{ name }}", "onetwoJobs"),
            (
                "{% for row in rows %}{% for tag in row.tags %}{{ forloop.counter }}{{ tag }}{% endfor %}{{ forloop.counter }}{% endfor %}",
                "1a2b12"
            ),
            (
                "{% for row in rows %}{{ forloop.counter0 }}{{ forloop.length }}{% if forloop.first %}F{% endif %}{% endfor %}",
                "02F12"
            ),
            ("{{ rows.count }} {{ rows.first.title }} {{ rows.last.title }} {{ name.count }}", "2 one two 4"),
            (
                "{{ name|uppercase }} {{ name|lowercase }} {{ rows.0.tags|join:\", \" }} {{ child.title|default:\"-\" }}",
                "JOBS jobs a, b -"
            ),
            (
                "{{ rows.0.tags|importLines:\"b Zed a\" }}|{{ rows.1.tags|importLines:\"\" }}|{{ name|importLines:\"b\" }}",
                "import Zed\nimport a\nimport b||import b"
            ),
            ("{{ rows.1.tags|importLines:\" b  a \" }}|{{ rows.0.tags|join:\" + \" }}", "import a\nimport b|a + b"),
            ("a\n    {% if yes %}\n  b\n    {% endif %}\nc\n", "a\n  b\nc\n"),
            ("{# a comment #}x{% include \"P.stencil\" %}", "x[Jobs]"),
            ("    /// {{ name|doc }}\n", "    /// Jobs\n"),
            (
                "    {% wrap %}f({% for row in rows %}{% item %}{{ row.title }}: 1{% enditem %}{% endfor %}) {{% endwrap %}\n",
                "    f(one: 1, two: 1) {\n"
            ),
            ("  {% wrap %}f(){% endwrap %}", "  f()"),
            // Laid out by characters, not bytes: 101 characters (181 bytes) fit on the line;
            // 121 do not.
            (
                "      x = {% wrap %}f({% for row in rows %}{% item %}\(String(repeating: "é", count: 40)){{ row.title }}{% enditem %}{% endfor %}){% endwrap %}",
                "      x = f(\(String(repeating: "é", count: 40))one, \(String(repeating: "é", count: 40))two)"
            ),
            (
                "      x = {% wrap %}f({% for row in rows %}{% item %}\(String(repeating: "é", count: 50)){{ row.title }}{% enditem %}{% endfor %}){% endwrap %}",
                "      x = f(\n          \(String(repeating: "é", count: 50))one,\n          \(String(repeating: "é", count: 50))two\n      )"
            ),
            (
                "  {% wrap %}f({% for row in rows %}{% item %}{{ row.title }}{% trailing %}{{ row.tags|join }}{% enditem %}{% endfor %}){% endwrap %}",
                "  f(\n      one,  // ab\n      two\n  )"
            ),
            (
                "  {% wrap %}x = [{% for row in rows %}{% item %}{{ row.title }}{% trailing %}{{ row.tags|join }}{% enditem %}{% endfor %}]{% endwrap %}",
                "  x = [\n      one,  // ab\n      two,\n  ]"
            ),
        ]
    )
    func renders(_ template: String, _ expected: String) throws {
        #expect(try Self.render(template, partials: ["P.stencil": "[{{ name }}]"]) == expected)
    }

    @Test(
        "mistakes are found before rendering, at their tag, with a hint",
        arguments: [
            ("a\n{{ nmae }}", "2:1: unknown key 'nmae'; did you mean 'name'?"),
            ("{{ rows.0.titel }}", "1:1: 'rows.0' (Row) has no key 'titel'; did you mean 'title'?"),
            ("{{ name.first }}", "1:1: 'name' is String, which has no key 'first'"),
            ("{{ rows }}", "1:1: 'rows' is [Row], which does not print: go over it with '{% for %}'"),
            (
                "{{ name|shout }}",
                "1:1: unknown filter 'shout' (the filters are: uppercase, lowercase, capitalize, default, doc, join, importLines)"
            ),
            ("{{ name|default }}", "1:1: 'default' needs an argument: '|default:\"…\"'"),
            ("{% for x in name %}{% endfor %}", "1:1: 'name' is not a list, so '{% for %}' cannot go over it"),
            (
                "{% fi yes %}",
                "1:1: unknown tag 'fi'; did you mean 'if'? (the tags are: if, elif, else, endif, for, empty, endfor, include, wrap, item, trailing, enditem, endwrap)"
            ),
            ("x {% if yes %}", "1:3: 'if' is never closed: end it with '{% endif %}'"),
            ("{% endfor %}", "1:1: 'endfor' is outside any 'for' block that it could belong to"),
            (
                "{%- if yes %}{% endif %}",
                "1:1: '{%-', '-%}', '{%+' and '+%}' set Stencil's whitespace, which mvvmgen's templates do not read: a line holding only a tag already leaves nothing behind; write '{%' and '%}'"
            ),
            ("é {{ name", "1:3: '{{' is never closed: end it with '}}'"),
            (
                "{% if name == 'a' %}{% endif %}",
                "1:1: cannot read the condition 'name == 'a'': write a value, with 'not', 'and' and 'or' between values"
            ),
            ("{% include \"Nope.stencil\" %}", "1:1: no template named 'Nope.stencil' to include"),
            (
                "{% include \"GeneratedHeader.stencil\" %}",
                "1:1: no template named 'GeneratedHeader.stencil' to include: mvvmgen writes each file's header line itself (since 0.1.0); delete this include"
            ),
            ("{% include \"T.stencil\" %}", "1:1: include cycle: T.stencil → T.stencil"),
            ("{% item %}x{% enditem %}", "1:1: 'item' belongs inside '{% wrap %}'"),
            (
                String(repeating: "{% if yes %}", count: 65) + String(repeating: "{% endif %}", count: 65),
                "1:769: blocks nest more than 64 deep here"
            ),
            ("{% wrap %}f(", "1:1: 'wrap' is never closed: end it with '{% endwrap %}'"),
        ]
    )
    func mistakes(_ template: String, _ expected: String) {
        #expect(Self.message(template) == expected)
    }

    @Test("a wrap longer than the line puts each item on a line of its own, one level in")
    func wrapsLongLines() throws {
        let long = String(repeating: "x", count: 110)
        let template =
            "    {% wrap %}let a = f({% item %}\(long){% enditem %}{% item %}b: 2{% enditem %}){% endwrap %}\n"
        #expect(try Self.render(template) == "    let a = f(\n        \(long),\n        b: 2\n    )\n")
    }

    @Test("whitespace and blank lines are tidied the same way for every template")
    func tidy() {
        let rendered = "struct A {\n\n    let a = 1   \n\n\n    let b = 2\n\n}\n\n\n"
        #expect(Tidy.tidy(rendered) == "struct A {\n    let a = 1\n\n    let b = 2\n}\n")
        #expect(Tidy.tidy("") == "\n")
        #expect(Tidy.tidy("\n \t\n") == "\n")
        #expect(Tidy.tidy("\n\na\t \n\n\n  }\nb") == "a\n  }\nb\n")
        #expect(Tidy.tidy("é  \n\n\n ü") == "é\n\n ü\n")
    }

    @Test("a line's width is counted in characters, fast for ASCII: CR LF is one, an accented letter one")
    func lineWidth() {
        #expect(SwiftLayout.width("let a = 1") == 9)
        #expect(SwiftLayout.width("a\r\nb") == 3)
        #expect(SwiftLayout.width("café") == 4)
        #expect(SwiftLayout.width("e\u{301}") == 1)
        #expect(SwiftLayout.width("👩‍👩‍👧") == 1)
    }

    @Test("a template not checked (a built-in) reads a name or member its types lack as absent, as written")
    func uncheckedNamesAreAbsent() throws {
        let template =
            "{{ nothing }}{{ rows.titel }}{{ name.upper }}{{ rows.0.title }}|{% if rows.0.nope %}x{% endif %}"
        let tokens = try TemplateLexer.tokens(of: template, template: "T.stencil")
        var parser = TemplateParser(template: "T.stencil", tokens: tokens, partial: { _ in nil })
        var linker = TemplateLinker(root: Root.table.type)
        let nodes = linker.link(try parser.parse())
        guard case .object(let root) = Root().templateValue else { return }
        var output = RenderedText()
        var evaluator = TemplateEvaluator(root: root, template: "T.stencil")
        try evaluator.render(nodes, into: &output)
        #expect(output.string == "one|")
    }

    @Test("doc lays a summary out for the `///` line it is printed on: trimmed, each further line begun as that one")
    func docFilter() {
        let summary = "  First line.\n\n  Second, indented.  \nThird.\n"
        // A further line keeps its own indentation: it is text as the person wrote it.
        #expect(
            DocComment.continued(summary, line: "    /// ")
                == "First line.\n    ///\n    ///   Second, indented.\n    /// Third."
        )
        #expect(DocComment.continued(summary, line: "/// ") == "First line.\n///\n///   Second, indented.\n/// Third.")
        #expect(DocComment.continued(" \n ", line: "/// ").isEmpty)
        // What 0.2.0's laid-out `summary` keys held, for older templates.
        #expect(DocComment.text(summary, indent: 1) == DocComment.continued(summary, line: "    /// "))
        #expect(Self.message("{{ name|doc:\"x\" }}") == "1:1: 'doc' takes no argument")
    }

    @Test("includes by a quoted name are found at their line and column, in characters")
    func includesFound() {
        let source = """
            {% include "A.stencil" %}{%include 'B.stencil'%}
            é ü {%- include "C.stencil" -%} {% include name %} {% if x %}
            {{ "{% include" }} {% include "D %}
            """
        let found = TemplateIncludes.includes(in: source).map { "\($0.name) \($0.line):\($0.column)" }
        #expect(found == ["A.stencil 1:1", "B.stencil 1:26", "C.stencil 2:5"])
        #expect(TemplateIncludes.includes(in: "").isEmpty)
        #expect(TemplateIncludes.includes(in: "{%").isEmpty)
    }
}
