import Foundation
import FuzzedGenerator

/// Built once: the templates are parsed per generation, as in a real run.
private let generator = Generator()

/// One fuzzing input. Every input must end in files or diagnostics, never a crash,
/// a hang or runaway memory (libFuzzer's -timeout and -rss_limit_mb catch the last two).
func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    // The CLI reads files the same way: text that is not UTF-8 is rejected before parsing.
    guard let text = String(data: data, encoding: .utf8) else { return 0 }
    let input = InputFile(path: "fuzz.screen.yaml", text: text)
    _ = try? generator.generate(input)
    _ = try? Configuration.parse(InputFile(path: "mvvmgen.yml", text: text))
    return 0
}
