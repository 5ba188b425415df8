// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// Shows one PostCellViewModel in a table (convention C8): the parent screen's list
/// registers this class and hands each row its child view model.
final class PostCellView: UITableViewCell {
    private(set) var viewModel: PostCellViewModel?

    func configure(with viewModel: PostCellViewModel) {
        self.viewModel = viewModel
        var content = defaultContentConfiguration()
        content.text = viewModel.authorName
        contentConfiguration = content
    }
}
#endif
