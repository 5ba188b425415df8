// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// Shows one RepoCellViewModel in a table (convention C8): the parent screen's list
/// registers this class and shows each row's child view model in it with `show(_:)`.
final class RepoCellView: UITableViewCell {
    private(set) var viewModel: RepoCellViewModel?

    /// Fills the views from `viewModel`; `show(_:)` calls it each time the cell shows a row.
    func configure(with viewModel: RepoCellViewModel) {
        self.viewModel = viewModel
        var content = defaultContentConfiguration()
        content.text = String(describing: type(of: viewModel))
        contentConfiguration = content
    }
}
#endif
