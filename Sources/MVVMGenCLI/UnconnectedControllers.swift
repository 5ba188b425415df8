import MVVMGenCore

/// Controllers created by an mvvmgen older than the regenerated `connectViewModel()`: they
/// still compile, but a list added to the YAML later is never registered (UIKit traps when
/// it dequeues) and the view shows no state until a callback arrives. The person's file
/// is never changed, so the run says what to change in it.
enum UnconnectedControllers {
    /// A warning at the `viewDidLoad` of each kept controller that never calls `connectViewModel()`.
    static func warnings(_ targets: [GenerationSession.Target]) -> [Diagnostic] {
        targets.compactMap { target in
            guard target.file == nil, target.request.template == "ViewController.swift.stencil",
                case .text(let text) = FileProbe.read(target.path, limit: 1 << 20),
                !text.contains("connectViewModel()")
            else { return nil }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let line = lines.firstIndex { $0.contains("func viewDidLoad(") }.map { $0 + 1 } ?? 1
            return .warning(
                "this controller was created by an earlier mvvmgen and never calls connectViewModel(): call it "
                    + "at the end of viewDidLoad (it registers every list's cells, renders the view model's state "
                    + "and binds), and remove viewModel.bind(to: self) from init and the cell registrations "
                    + "(see \"Controllers created by an earlier mvvmgen\" in the README)",
                at: SourceLocation(file: FilePath.display(target.path), line: line, column: 1)
            )
        }
    }
}
