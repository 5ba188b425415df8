import Foundation
import Testing

@testable import MVVMGenCore

/// The compiler settings a user's target has, and a type-check of generated files under
/// them (sources with controllers against the UIKit stand-in, then the test skeletons),
/// warnings as errors: scripts/typecheck-with-uikit-standin.sh does the compiling.
struct CompileLane: Sendable, CustomTestStringConvertible {
    enum Settings: String, Sendable, CaseIterable {
        /// A SwiftPM target: Swift 6 language mode, default isolation.
        case swift6
        /// An Xcode 26 app target: main-actor default isolation, approachable concurrency.
        case xcode26
    }

    var settings: Settings
    var access: AccessLevel

    /// Every lane a user has: each setting with internal and public declarations.
    static let all: [CompileLane] = Settings.allCases.flatMap { settings in
        [AccessLevel.internal, .public].map { CompileLane(settings: settings, access: $0) }
    }

    /// The lanes the golden cases are type-checked in here: every lane but Swift 6 with
    /// internal access, which the controller runs and the generated tests' run compile.
    static let goldenLanes = all.filter { !($0.settings == .swift6 && $0.access == .internal) }

    var testDescription: String { "\(settings.rawValue), \(access.rawValue)" }

    /// The stand-in and runtime modules, built once before the first type-check and reused
    /// by the others: they are the package's, compiled with its own settings in every lane.
    static let modules: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mvvmgen-standin-\(UUID())")
        let probe = folder.appendingPathComponent("probe")
        try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)
        try? Data("let built = true\n".utf8).write(to: probe.appendingPathComponent("Probe.swift"))
        _ = try? Shell.run(
            TestPaths.repository.appendingPathComponent("scripts/typecheck-with-uikit-standin.sh").path,
            ["Probe", probe.path],
            environment: ["MVVMGEN_STANDIN_MODULES": folder.path]
        )
        return folder
    }()

    /// Writes `files` (and the person's own types in `support`) to a temporary package
    /// layout and type-checks them in this lane.
    /// `dependencies`: other modules the files import (a case's `modules/NAME` folders), by name.
    func typeCheck(
        _ files: [OutputFile],
        support: [String: String] = [:],
        dependencies: [String: URL] = [:]
    ) throws -> Shell.Result {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("mvvmgen-lane-\(UUID())")
        defer { try? FileManager.default.removeItem(at: work) }
        let sources = work.appendingPathComponent("Screens")
        let tests = work.appendingPathComponent("Tests")
        var written = files.map { ($0.root == .sources ? sources : tests).appendingPathComponent($0.path) }
        var contents = files.map(\.contents)
        for (name, text) in support.sorted(by: { $0.key < $1.key }) {
            written.append(sources.appendingPathComponent("support/\(name)"))
            contents.append(text)
        }
        for (url, text) in zip(written, contents) {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        var arguments = ["--lane", settings.rawValue]
        for (name, folder) in dependencies.sorted(by: { $0.key < $1.key }) {
            arguments += ["--dependency", name + "=" + folder.path]
        }
        arguments += ["Screens", sources.path, tests.path]
        return try Shell.run(
            TestPaths.repository.appendingPathComponent("scripts/typecheck-with-uikit-standin.sh").path,
            arguments,
            environment: ["MVVMGEN_STANDIN_MODULES": Self.modules.path]
        )
    }
}
