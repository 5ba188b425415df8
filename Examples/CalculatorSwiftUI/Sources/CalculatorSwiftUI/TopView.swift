// Created by mvvmgen from Calculator.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(SwiftUI)
import MVVMRuntime
import SwiftUI

/// A calculator with an LED result and the history of its operations.
///
/// Reads its view model directly: SwiftUI shows each change of what `body` reads, so no
/// state callback needs a handler (the swiftui flavour of conventions C1 and C2). Made once
/// and kept by its navigator's stack; the regenerated `connectViewModel` adds what the YAML
/// decides around the body's content.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct TopView: View {
    @Bindable var viewModel: TopViewModel

    var body: some View {
        connectViewModel {
            List {
                listSections
                Text("ledString: \(String(describing: viewModel.ledString))")
                Button("inputPoint") { viewModel.inputPoint() }
                Button("equals") { viewModel.equals() }
                Button("undo") { viewModel.undo() }
                Button("clear") { viewModel.clear() }
            }
        }
    }
}
#endif
