/// Where things go and which templates to use, as plain values: what `OutputOptions`
/// parses, and what the quick reading of `mvvmgen FILE…` fills in without building any of
/// ArgumentParser's option wrappers (a third of a millisecond of a one-screen run).
struct OutputSettings: Equatable {
    var config: String?
    var output: String?
    var testsOutput: String?
    var module: String?
    var templates: String?
    var noTests = false
    var siblings: [String] = []
    var importedModules: [String] = []
}
