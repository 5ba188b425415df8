import Foundation
import Testing

@testable import MVVMGenCore

/// The generated code runs: every golden input is generated into a throwaway SwiftPM
/// package (one module per case, with the runtime library and the case's `support/`
/// types), and `swift test` runs the generated test skeletons against the generated
/// stubs, which must send the callbacks each command declares, and against the person's
/// versions of created-once files a case keeps in `yours/`.
@Suite("Generated tests run", .runsTheCompiler)
struct GeneratedTestsRunTests {
    @Test("swift test passes on the generated skeletons of every golden case")
    func generatedSkeletonsPass() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("mvvmgen-run-\(UUID())")
        defer { try? FileManager.default.removeItem(at: package) }
        var targets: [(module: String, imports: [String])] = []
        for name in GoldenTests.cases {
            let module = ScreenNames.typeName(fromStem: name) + "Screens"
            let imports = try GeneratedCodeCompilesTests.modules(of: name)
            for (dependency, folder) in imports {
                try FileManager.default.copyItem(
                    at: folder,
                    to: package.appendingPathComponent("Sources/\(dependency)")
                )
            }
            targets.append((module, imports.keys.sorted()))
            try writeCase(name, module: module, into: package)
        }
        for runtime in ["MVVMRuntime", "MVVMRuntimeTesting"] {
            try FileManager.default.copyItem(
                at: TestPaths.repository.appendingPathComponent("Sources/\(runtime)"),
                to: package.appendingPathComponent("Sources/\(runtime)")
            )
        }
        try Data(manifest(targets).utf8).write(to: package.appendingPathComponent("Package.swift"))

        let swift = ProcessInfo.processInfo.environment["SWIFT_EXEC_PATH"] ?? "/usr/bin/env"
        let result = try Shell.run(swift, ["swift", "test", "--package-path", package.path])

        #expect(result.status == 0, "swift test failed:\n\(result.output.suffix(6000))")
        // Swift Testing's closing line, e.g. "Test run with 17 tests in 13 suites passed".
        let summary = result.output.range(
            of: #"Test run with [1-9][0-9]* tests in [0-9]+ suites passed"#,
            options: .regularExpression
        )
        #expect(summary != nil, "no generated test ran:\n\(result.output.suffix(2000))")
    }

    private func writeCase(_ name: String, module: String, into package: URL) throws {
        let folder = TestPaths.golden.appendingPathComponent(name)
        let text = try String(contentsOf: folder.appendingPathComponent("input.screen.yaml"), encoding: .utf8)
        let result = try Generator(options: GenerationOptions(moduleName: module))
            .generate(InputFile(path: "\(name).screen.yaml", text: text))
        for file in result.files {
            let root = file.root == .sources ? "Sources/\(module)" : "Tests/\(module)Tests"
            let url = package.appendingPathComponent(root).appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            // A case's `yours/` holds the person's version of a created-once file (logic that
            // takes a route): the generated tests must hold for it too.
            let yours = folder.appendingPathComponent("yours").appendingPathComponent(file.path)
            if file.ownership == .createdOnce, FileManager.default.fileExists(atPath: yours.path) {
                try FileManager.default.copyItem(at: yours, to: url)
            } else {
                try Data(file.contents.utf8).write(to: url)
            }
        }
        let support = folder.appendingPathComponent("support")
        if FileManager.default.fileExists(atPath: support.path) {
            try FileManager.default.copyItem(
                at: support,
                to: package.appendingPathComponent("Sources/\(module)/Support")
            )
        }
    }

    private func manifest(_ modules: [(module: String, imports: [String])]) -> String {
        let targets = modules.map { module, imports in
            let imported = imports.map { "\"\($0)\", " }.joined()
            let own = imports.map { "        .target(name: \"\($0)\", swiftSettings: strict),\n" }.joined()
            return own
                + """
                        .target(name: "\(module)", dependencies: [\(imported)"MVVMRuntime"], swiftSettings: strict),
                        .testTarget(
                            name: "\(module)Tests",
                            dependencies: [\(imported)"\(module)", "MVVMRuntime", "MVVMRuntimeTesting"],
                            swiftSettings: strict
                        ),
                """
        }.joined(separator: "\n")
        return """
            // swift-tools-version: 6.0
            import PackageDescription

            let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

            let package = Package(
                name: "GeneratedScreens",
                targets: [
                    .target(name: "MVVMRuntime"),
                    .target(name: "MVVMRuntimeTesting", dependencies: ["MVVMRuntime"]),
            \(targets)
                ]
            )

            """
    }
}
