// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// Shows one PostCellViewModel in a table (convention C8): the parent screen's list
/// registers this class and shows each row's child view model in it with `show(_:)`.
public final class PostCellView: UITableViewCell {
    public private(set) var viewModel: PostCellViewModel?

    /// Fills the views from `viewModel`; `show(_:)` calls it each time the cell shows a row.
    public func configure(with viewModel: PostCellViewModel) {
        self.viewModel = viewModel
        var content = defaultContentConfiguration()
        content.text = viewModel.authorName
        contentConfiguration = content
    }
}
#endif
