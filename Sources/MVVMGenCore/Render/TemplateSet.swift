import MVVMGenTemplates

/// The templates a run uses: the built-in ones from Templates/, each replaceable by a
/// file of the same name in the user's `--templates` folder.
public struct TemplateSet: Sendable {
    public private(set) var sources: [String: String]
    /// Names that came from the user's folder, to say so in messages.
    public private(set) var overridden: Set<String> = []
    /// The user's templates by the path messages name them with.
    private var files: [String: String] = [:]

    /// The templates that ship with mvvmgen: Templates/, built into the binary.
    public static var builtIn: TemplateSet { TemplateSet(sources: BuiltInTemplates.sources) }

    public init(sources: [String: String]) {
        self.sources = sources
    }

    /// This set with `overrides` (file name to text) replacing templates of the same name;
    /// `folder` is their folder as messages name it.
    public func overriding(with overrides: [String: String], from folder: String? = nil) -> TemplateSet {
        var result = self
        for (name, text) in overrides {
            result.sources[name] = text
            result.overridden.insert(name)
            result.files[name] = folder.map { $0.hasSuffix("/") ? $0 + name : $0 + "/" + name } ?? name
        }
        return result
    }

    /// Whether `name` is mvvmgen's own template, unchanged, in this set, and so is every
    /// template it includes: one that includes a template the user replaced renders (and
    /// must check) the user's text.
    func isUnchangedBuiltIn(_ name: String) -> Bool {
        guard !overridden.contains(name), let builtIn = BuiltInTemplates.sources[name], sources[name] == builtIn
        else { return false }
        return overridden.isEmpty || (Self.builtInIncludes[name] ?? []).allSatisfy { isUnchangedBuiltIn($0) }
    }

    /// The templates each built-in one includes, read from their text once, when a run
    /// replaces one.
    private static let builtInIncludes = BuiltInTemplates.sources.mapValues {
        TemplateIncludes.includes(in: $0).map(\.name)
    }

    /// The file a template's diagnostics name: the user's path, or `built-in:NAME` for one
    /// of mvvmgen's, which is no file on disk.
    public func file(of name: String) -> String {
        files[name] ?? "built-in:\(name)"
    }

    /// `file(of: name)`, and the user's templates it includes, directly or not (what
    /// `--verbose` says a file was rendered from).
    public func origin(of name: String) -> String {
        guard !overridden.isEmpty else { return file(of: name) }
        var included: [String] = []
        var visited: Set<String> = [name]
        var pending = [name]
        while let next = pending.popLast() {
            for include in TemplateIncludes.includes(in: sources[next] ?? "")
            where visited.insert(include.name).inserted {
                if overridden.contains(include.name) { included.append(include.name) }
                pending.append(include.name)
            }
        }
        guard !included.isEmpty else { return file(of: name) }
        return file(of: name) + " including " + included.sorted().map(file(of:)).joined(separator: ", ")
    }
}
