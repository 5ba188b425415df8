import Foundation
import FuzzedGenerator

/// Built once: the templates are parsed per generation, as in a real run.
private let generator = Generator()

/// A small screen for the input read as a user's template: every kind of value it reads.
private let screen = InputFile(
    path: "fuzz.screen.yaml",
    text: "screens:\n  Top:\n    title: Top\n    properties: {name: String}\n    lists: {rows: String}\n"
        + "    commands: {undo: [reload]}\n    callbacks: [reload]\n    routes: {next: Top}\n"
)

/// One fuzzing input. Every input must end in files or diagnostics, never a crash,
/// a hang or runaway memory (libFuzzer's -timeout and -rss_limit_mb catch the last two).
func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    // The CLI reads files the same way: text that is not UTF-8 is rejected before parsing.
    guard let text = String(data: data, encoding: .utf8) else { return 0 }
    let input = InputFile(path: "fuzz.screen.yaml", text: text)
    _ = try? generator.generate(input)
    _ = try? Configuration.parse(InputFile(path: "mvvmgen.yml", text: text))
    // The same text as a template of the user's, including itself under another name.
    let templates = TemplateSet.builtIn.overriding(with: ["CallbackAction.swift.stencil": text, "Part.stencil": text])
    _ = try? Generator(templates: templates).generate(screen)
    return 0
}
