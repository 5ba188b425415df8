// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "mvvmgen",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "mvvmgen", targets: ["mvvmgen"]),
        // The generator as a library: YAML text in, files out (used by the fuzzer and benchmark).
        .library(name: "MVVMGenCore", targets: ["MVVMGenCore"]),
        // What generated screens import: base view model, callbacks, router, navigation. No UIKit.
        .library(name: "MVVMRuntime", targets: ["MVVMRuntime"]),
        // For test targets only: CallbackSpy and RecordingNavigator stand in for a controller
        // and a navigator, so apps do not link them.
        .library(name: "MVVMRuntimeTesting", targets: ["MVVMRuntimeTesting"]),
        // The UIKit side of navigation; empty where UIKit is missing.
        .library(name: "MVVMRuntimeUIKit", targets: ["MVVMRuntimeUIKit"]),
        // The SwiftUI side of navigation (swiftui flavour): the view router, the stack
        // navigator and its views; empty where SwiftUI is missing. iOS 17 / macOS 14 APIs
        // are marked `@available`, so the package's platforms stay as they are.
        .library(name: "MVVMRuntimeSwiftUI", targets: ["MVVMRuntimeSwiftUI"]),
        // Build-time generation of every *.screen.yaml in a target (SwiftPM and Xcode).
        .plugin(name: "MVVMGenPlugin", targets: ["MVVMGenPlugin"]),
        // `swift package generate-screens`: regenerate into the source tree.
        .plugin(name: "GenerateScreens", targets: ["GenerateScreens"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Swift fragments in the YAML (types, defaults, samples) are parsed by Swift's own parser.
        // As wide as the code allows, since every app depending on mvvmgen inherits it; the
        // floor is built and tested by scripts/dependency-floors.sh (nightly), the top by CI.
        .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
    ],
    targets: [
        // The generator: YAML text in, rendered files out. No file-system side effects.
        .target(
            name: "MVVMGenCore",
            dependencies: [
                .product(name: "Yams", package: "Yams"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                "MVVMGenTemplates",
                "MVVMGenSystem",
            ]
        ),
        // System calls Swift cannot make through Glibc's module (a thread on another core,
        // the heap's settings).
        .target(name: "MVVMGenSystem"),
        // The command line: arguments, reading inputs, writing files safely.
        .target(
            name: "MVVMGenCLI",
            dependencies: [
                "MVVMGenCore",
                "MVVMGenSystem",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "mvvmgen", dependencies: ["MVVMGenCLI"]),

        // The built-in templates: each file in Templates/ holds one template's text as a
        // string, so it is in the binary with no generated copy (a build-tool plugin here
        // ran on every build of a user's package, and not when built as a plugin's tool).
        .target(name: "MVVMGenTemplates", path: "Templates"),
        .plugin(
            name: "MVVMGenPlugin",
            capability: .buildTool(),
            dependencies: ["mvvmgen"],
            path: "Plugins/MVVMGenPlugin"
        ),
        .plugin(
            name: "GenerateScreens",
            capability: .command(
                intent: .custom(
                    verb: "generate-screens",
                    description: "Regenerate the screens of *.screen.yaml files into the source tree"
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "mvvmgen writes the generated Swift files next to each screen file"
                    )
                ]
            ),
            dependencies: ["mvvmgen"],
            path: "Plugins/GenerateScreens"
        ),

        // Synthetic screen files of any size, and the benchmark that runs mvvmgen on them.
        .target(name: "MVVMGenSynthetic"),
        .executableTarget(
            name: "mvvmgen-benchmark",
            dependencies: ["MVVMGenSynthetic", .product(name: "Yams", package: "Yams")]
        ),

        .target(name: "MVVMRuntime"),
        .target(name: "MVVMRuntimeTesting", dependencies: ["MVVMRuntime"]),
        .target(name: "MVVMRuntimeUIKit", dependencies: ["MVVMRuntime"]),
        .target(name: "MVVMRuntimeSwiftUI", dependencies: ["MVVMRuntime"]),

        .testTarget(
            name: "MVVMGenCoreTests",
            // MVVMRuntime: the words the generator and the runtime must agree on.
            dependencies: ["MVVMGenCore", "MVVMGenSynthetic", "MVVMRuntime"],
            // Inputs and expected outputs, read by the tests from disk; not compiled into them.
            exclude: ["Golden"]
        ),
        .testTarget(name: "MVVMGenCLITests", dependencies: ["MVVMGenCLI"]),
        .testTarget(name: "MVVMRuntimeTests", dependencies: ["MVVMRuntime", "MVVMRuntimeTesting"]),
    ]
)
