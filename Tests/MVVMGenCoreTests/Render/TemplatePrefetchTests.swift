import Foundation
import MVVMGenSynthetic
import Testing

@testable import MVVMGenCore

/// Templates compiled on another core while the input is read give the same files as
/// templates compiled by the renderer, and never stand in for a template the user replaced.
@Suite("Template prefetch")
struct TemplatePrefetchTests {
    static let input = InputFile(path: "Screens.screen.yaml", text: SyntheticScreens.yaml(screens: 3))

    static func files(_ templates: TemplateSet = .builtIn, prefetch: TemplatePrefetch?) throws -> [OutputFile] {
        let options = GenerationOptions(moduleName: "Screens", writesTests: true)
        return try Generator(templates: templates, options: options, prefetch: prefetch).generate(input).files
    }

    @Test("files rendered with prefetched templates are byte for byte those without")
    func sameFiles() throws {
        let without = try Self.files(prefetch: nil)
        // Racing the renderer, then with every template compiled there.
        #expect(try Self.files(prefetch: TemplatePrefetch.start(flavour: .uikit, writesTests: true)) == without)
        let prefetch = try #require(TemplatePrefetch.start(flavour: .uikit, writesTests: true))
        prefetch.waitUntilFinished()
        #expect(try Self.files(prefetch: prefetch) == without)
        // Asked again (a second screen file of the run), it hands out the same nodes.
        #expect(try Self.files(prefetch: prefetch) == without)
        #expect(Set(without.map(\.template)).count >= 6)
    }

    @Test("a template the user's folder replaces is rendered from the user's text")
    func userTemplateWins() throws {
        let prefetch = try #require(TemplatePrefetch.start(flavour: .uikit, writesTests: true))
        // Every built-in one compiled, so taking it would be possible.
        prefetch.waitUntilFinished()
        let templates = TemplateSet.builtIn.overriding(
            with: ["Router.swift.stencil": "// the user's router for {{ routerName }}\n"],
            from: "Templates"
        )
        let router = try #require(
            try Self.files(templates, prefetch: prefetch).first { $0.path.hasSuffix("Router.swift") }
        )
        #expect(router.contents.hasSuffix("// the user's router for Screens\n"))
    }

    @Test("a built-in template including a partial the user replaced renders and checks the user's partial")
    func userPartial() throws {
        let prefetch = try #require(TemplatePrefetch.start(flavour: .uikit, writesTests: true))
        prefetch.waitUntilFinished()
        // Routes.stencil is included by ScreenMembers.stencil, itself included by the interface.
        let templates = TemplateSet.builtIn.overriding(with: ["Routes.stencil": "// the user's routes\n"])
        let interface = try #require(
            try Self.files(templates, prefetch: prefetch).first { $0.path.hasSuffix("+Interface.swift") }
        )
        #expect(interface.contents.contains("// the user's routes\n"))
        let misspelled = TemplateSet.builtIn.overriding(with: ["Routes.stencil": "{{ screen.routs }}\n"])
        #expect(throws: DiagnosticsError.self) { try Self.files(misspelled, prefetch: prefetch) }
        #expect(!misspelled.isUnchangedBuiltIn("ViewModelInterface.swift.stencil"))
        #expect(misspelled.isUnchangedBuiltIn("ViewController.swift.stencil"))
    }

    @Test("a template it does not compile, or asked for another context's type, is left to the caller")
    func notItsOwn() throws {
        let prefetch = try #require(TemplatePrefetch.start(flavour: .uikit, writesTests: false))
        prefetch.waitUntilFinished()
        #expect(prefetch.nodes(of: "ViewModelTests.swift.stencil", root: ScreenFile.table.type) == nil)
        #expect(prefetch.nodes(of: "Model.swift.stencil", root: ScreenFile.table.type) == nil)
        #expect(prefetch.nodes(of: "Model.swift.stencil", root: ModelFile.table.type) != nil)
    }

    @Test("a detached thread runs its work")
    func detachedThreadRuns() {
        let done = DispatchSemaphore(value: 0)
        #expect(DetachedThread.start { done.signal() })
        #expect(done.wait(timeout: .now() + 10) == .success)
    }
}
