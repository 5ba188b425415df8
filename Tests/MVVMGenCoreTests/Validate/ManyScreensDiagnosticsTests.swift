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
}
