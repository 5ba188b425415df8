// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "mvvmgen",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "mvvmgen", targets: ["mvvmgen"]),
        // What generated screens import: base view model, callbacks, router, navigation. No UIKit.
        .library(name: "MVVMRuntime", targets: ["MVVMRuntime"]),
        // The UIKit side of navigation; empty where UIKit is missing.
        .library(name: "MVVMRuntimeUIKit", targets: ["MVVMRuntimeUIKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The generator: YAML text in, rendered files out. No file-system side effects.
        .target(
            name: "MVVMGenCore",
            dependencies: [
                .product(name: "Yams", package: "Yams"),
                .product(name: "Stencil", package: "Stencil"),
            ],
            plugins: ["EmbedTemplatesPlugin"]
        ),
        // The command line: arguments, reading inputs, writing files safely.
        .target(
            name: "MVVMGenCLI",
            dependencies: [
                "MVVMGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "mvvmgen", dependencies: ["MVVMGenCLI"]),

        // Build-time only: turns Templates/*.stencil into Swift string constants, so the
        // one copy in Templates/ travels inside the binary and works from any directory.
        .executableTarget(name: "EmbedTemplates", path: "BuildTools/EmbedTemplates"),
        .plugin(
            name: "EmbedTemplatesPlugin",
            capability: .buildTool(),
            dependencies: ["EmbedTemplates"],
            path: "BuildTools/EmbedTemplatesPlugin"
        ),

        .target(name: "MVVMRuntime"),
        .target(name: "MVVMRuntimeUIKit", dependencies: ["MVVMRuntime"]),

        .testTarget(
            name: "MVVMGenCoreTests",
            dependencies: ["MVVMGenCore"],
            // Inputs and expected outputs, read by the tests from disk; not compiled into them.
            exclude: ["Golden", "BadInput"]
        ),
        .testTarget(name: "MVVMGenCLITests", dependencies: ["MVVMGenCLI"]),
        .testTarget(name: "MVVMRuntimeTests", dependencies: ["MVVMRuntime"]),
    ]
)
