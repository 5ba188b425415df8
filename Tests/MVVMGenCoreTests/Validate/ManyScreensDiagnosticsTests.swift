import Testing

@testable import MVVMGenCore

/// Screens are read and checked on every core: a file of many screens reports what one
/// thread would, once each, in the file's order.
@Suite("Many screens: diagnostics as one thread reports them")
struct ManyScreensDiagnosticsTests {
    @Test("300 screens, each with a shape mistake and two cross-check errors, report 900 errors in order")
    func manyScreensInOrder() {
        let count = 300
        let yaml = (0..<count).map { index in
            """
              S\(index):
                propertys: {}
                properties:
                  p: Missing\(index)
                routes:
                  next: Nowhere\(index)

            """
        }
        .joined()
        let input = InputFile(path: "many.screen.yaml", text: "screens:\n" + yaml)
        var diagnostics: [Diagnostic] = []
        do {
            _ = try SpecValidator.validate(SpecParser.parse(input))
        } catch {
            diagnostics = error.diagnostics
        }
        #expect(diagnostics.count == 3 * count)
        let lines = diagnostics.compactMap(\.location?.line)
        #expect(lines == lines.sorted())
        for index in [0, 1, 63, 64, 150, 299] {
            let mine = diagnostics.filter { $0.location.map { ($0.line - 2) / 6 } == index }
            #expect(mine.count == 3, "screen S\(index): \(mine.map(\.message))")
            #expect(mine.contains { $0.message.contains("'propertys'") })
            #expect(mine.contains { $0.message.contains("Missing\(index)") })
            #expect(mine.contains { $0.message.contains("Nowhere\(index)") })
        }
    }

    /// The file-wide name checks of a big file run beside the screens' checks, on another
    /// thread: what they report, and where it comes in the list, is what a small file gets.
    @Test("in a file of 100 screens, the file-wide name checks report in place, beside the screens' own errors")
    func fileWideNameChecksInPlace() {
        let screens = (0..<100).map { index in
            "  S\(index):\n    properties:\n      p: Missing\(index)\n"
        }
        let yaml =
            "screens:\n" + screens[..<50].joined() + "  Top Screen:\n" + screens[50...].joined()
            + "models:\n  S7ViewController: {fields: {name: String}}\n"
        let input = InputFile(path: "many.screen.yaml", text: yaml)
        var diagnostics: [Diagnostic] = []
        do {
            _ = try SpecValidator.validate(SpecParser.parse(input))
        } catch {
            diagnostics = error.diagnostics
        }
        // 100 missing types, the screen name that is no identifier, and the clash.
        #expect(diagnostics.count == 102, "\(diagnostics.map(\.message))")
        let lines = diagnostics.compactMap(\.location?.line)
        #expect(lines == lines.sorted())
        let invalid = diagnostics.firstIndex {
            $0.message.contains("screen 'Top Screen' is not a valid Swift identifier")
        }
        #expect(diagnostics.firstIndex { $0.message.contains("Missing49") }.map { $0 + 1 } == invalid)
        #expect(diagnostics.firstIndex { $0.message.contains("Missing50") } == invalid.map { $0 + 1 })
        let clash = diagnostics.first { $0.message.contains("clashes with model 'S7ViewController'") }
        #expect(clash?.location?.line == 2 + 3 * 7)
        #expect(clash?.notes.first?.location?.line == 2 + 3 * 100 + 2)
    }
}
