// swift-tools-version: 6.1
import PackageDescription

// mvvmgen with a prebuilt executable: the same runtime libraries and plugins as the
// mvvmgen package, under the same names, but the plugins run the binary of
// mvvmgen.artifactbundle instead of compiling mvvmgen and its dependencies (swift-syntax
// among them) in every clean build. Depend on this package or on mvvmgen, not both.
//
// Here the bundle is read from this folder (scripts/build-artifactbundle.sh makes it).
// A release publishes this folder as its own repository, with the symbolic links
// replaced by copies and the binary target given by URL and checksum (see the README).
let package = Package(
    name: "mvvmgen-prebuilt",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "MVVMRuntime", targets: ["MVVMRuntime"]),
        .library(name: "MVVMRuntimeTesting", targets: ["MVVMRuntimeTesting"]),
        .library(name: "MVVMRuntimeUIKit", targets: ["MVVMRuntimeUIKit"]),
        .library(name: "MVVMRuntimeSwiftUI", targets: ["MVVMRuntimeSwiftUI"]),
        .plugin(name: "MVVMGenPlugin", targets: ["MVVMGenPlugin"]),
        .plugin(name: "GenerateScreens", targets: ["GenerateScreens"]),
    ],
    targets: [
        .binaryTarget(name: "mvvmgen", path: "mvvmgen.artifactbundle"),
        .target(name: "MVVMRuntime"),
        .target(name: "MVVMRuntimeTesting", dependencies: ["MVVMRuntime"]),
        .target(name: "MVVMRuntimeUIKit", dependencies: ["MVVMRuntime"]),
        .target(name: "MVVMRuntimeSwiftUI", dependencies: ["MVVMRuntime"]),
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
    ]
)
