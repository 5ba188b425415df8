// Part of the UIKit stand-in (see Views.swift): the fitting size of a view.
// Checked against UIKit.framework/Headers/NSLayoutConstraint.h (UIView
// (UIConstraintBasedLayoutFittingSize): systemLayoutSizeFittingSize:withHorizontalFittingPriority:
// verticalFittingPriority:, UILayoutFittingCompressedSize, UILayoutPriorityFittingSizeLevel = 50),
// iOS 18 SDK. The method itself is in UIView's body (Views.swift), so a subclass can override
// it, as in UIKit.
import Foundation

extension UIView {
    /// `UILayoutFittingCompressedSize`: the smallest size, for "as small as it fits".
    public class var layoutFittingCompressedSize: CGSize { CGSize(width: 0, height: 0) }
    /// `UILayoutFittingExpandedSize`: the largest size, for "as large as it fits".
    public class var layoutFittingExpandedSize: CGSize {
        CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    }
}
