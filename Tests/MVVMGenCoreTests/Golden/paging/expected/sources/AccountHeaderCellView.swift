// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// Shows one AccountHeaderViewModel in a table (convention C8): the parent screen's list
/// registers this class and shows each row's child view model in it with `show(_:)`.
final class AccountHeaderCellView: UITableViewCell {
    private(set) var viewModel: AccountHeaderViewModel?

    /// Fills the views from `viewModel`; `show(_:)` calls it each time the cell shows a row.
    func configure(with viewModel: AccountHeaderViewModel) {
        self.viewModel = viewModel
        var content = defaultContentConfiguration()
        content.text = String(describing: type(of: viewModel))
        contentConfiguration = content
    }
}
#endif
