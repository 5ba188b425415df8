// Created by mvvmgen from ../../Screens/Notes.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// Shows one NoteCellViewModel in a table (convention C8): the parent screen's list
/// registers this class and shows each row's child view model in it with `show(_:)`.
final class NoteCellView: UITableViewCell {
    private(set) var viewModel: NoteCellViewModel?

    /// Fills the views from `viewModel`; `show(_:)` calls it each time the cell shows a row.
    func configure(with viewModel: NoteCellViewModel) {
        self.viewModel = viewModel
        var content = defaultContentConfiguration()
        content.text = viewModel.title
        contentConfiguration = content
    }
}
#endif
