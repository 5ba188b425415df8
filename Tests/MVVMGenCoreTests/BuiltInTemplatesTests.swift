import Foundation
import Testing

@testable import MVVMGenCore

@Suite("Built-in templates")
struct BuiltInTemplatesTests {
    static let folder = TestPaths.repository.appendingPathComponent("Templates/Stencil")

    @Test("every file in Templates/Stencil is built into the binary, byte for byte")
    func everyTemplateShips() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            $0.hasSuffix(".stencil")
        }
        // Templates/EmbeddedTemplates.swift is written by scripts/embed-templates.sh.
        #expect(Set(TemplateSet.builtIn.sources.keys) == Set(files), "run scripts/embed-templates.sh")
        for file in files {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
            #expect(TemplateSet.builtIn.sources[file] == text, "\(file) differs: run scripts/embed-templates.sh")
        }
    }

    @Test("the committed precompiled templates are what the compiler makes of the built-in ones")
    func precompiledFileIsCurrent() throws {
        let file = TestPaths.repository.appendingPathComponent(
            "Sources/MVVMGenCore/Render/Compiled/PrecompiledTemplates+BuiltIn.swift"
        )
        let committed = try String(contentsOf: file, encoding: .utf8)
        #expect(
            committed == PrecompiledTemplates.swiftSource(for: TemplateSet.builtIn.sources),
            "run scripts/embed-templates.sh"
        )
    }

    @Test("each precompiled template holds the nodes the compiler makes at run time")
    func precompiledNodesMatchRuntimeCompile() throws {
        let templates = TemplateSet.builtIn
        for name in templates.sources.keys.sorted() {
            let tokens = try #require(CompiledTemplateCache.tokens(of: name, in: templates))
            let runtime = try #require(CompiledTemplate(tokens: tokens, partial: { _ in nil }), "\(name)")
            let precompiled = try #require(PrecompiledTemplates.template(named: name, in: templates), "\(name)")
            #expect(precompiled.nodes == runtime.nodes, "\(name)")
        }
    }

    @Test("a template the user replaces is compiled from the user's text, never served precompiled")
    func overriddenTemplateIsNotPrecompiled() throws {
        let name = "CallbackAction.swift.stencil"
        let overridden = TemplateSet.builtIn.overriding(with: [name: "user {{ access }}"])
        #expect(PrecompiledTemplates.template(named: name, in: overridden) == nil)
        let replaced = TemplateSet(sources: [name: "not the built-in text {{ access }}"])
        #expect(PrecompiledTemplates.template(named: name, in: replaced) == nil)
        let compiled = try #require(CompiledTemplateCache(templates: overridden).template(named: name))
        #expect(compiled.nodes == [.text("user "), .variable(.init(name: "access", bits: []))])
    }

    @Test(
        "the string literals the precompiled file is written with keep every character",
        arguments: ["a\"b\\c\n\t\r", "\u{1}\u{7F}é🙂\0", "\\(x)"]
    )
    func literalsRoundTrip(_ text: String) throws {
        let literal = FixtureLiteral.stringLiteral(text)
        #expect(!literal.dropFirst().dropLast().contains("\n"))
        // Decoding the escapes the literal uses gives the text back.
        var decoded = ""
        var scalars = literal.unicodeScalars.dropFirst().dropLast()[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\\", let escape = scalars.popFirst() else {
                decoded.unicodeScalars.append(scalar)
                continue
            }
            switch escape {
            case "n": decoded += "\n"
            case "r": decoded += "\r"
            case "t": decoded += "\t"
            case "0": decoded += "\0"
            case "u":
                let hex = String(String.UnicodeScalarView(scalars.dropFirst().prefix { $0 != "}" }))
                scalars = scalars.drop { $0 != "}" }.dropFirst()
                decoded.unicodeScalars.append(Unicode.Scalar(UInt32(hex, radix: 16)!)!)
            default: decoded.unicodeScalars.append(escape)
            }
        }
        #expect(decoded == text)
    }
}
