// Part of the UIKit stand-in (see Views.swift).
// Checked against UIKit.framework/Headers/UISegmentedControl.h (iOS 18 SDK).
import Foundation

@MainActor
open class UISegmentedControl: UIControl {
    private struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
    }

    /// `UISegmentedControlNoSegment`: no segment selected.
    public class var noSegment: Int { -1 }

    private var segments: [Segment] = []
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false
    open var selectedSegmentTintColor: UIColor?
    /// Set in code it sends nothing; a person's tap sends `.valueChanged` (see `tapSegment(at:)`).
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    open var numberOfSegments: Int { segments.count }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Items are strings (titles), images, or actions (iOS 14), as in UIKit; others are ignored.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            switch item {
            case let title as String: segments.append(Segment(title: title))
            case let image as UIImage: segments.append(Segment(image: image))
            case let action as UIAction: segments.append(Segment(title: action.title, action: action))
            default: continue
            }
        }
    }

    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { insertSegment(action: action, at: numberOfSegments, animated: false) }
    }

    /// Inserts before `segment`, pinned to 0...numberOfSegments, as the header says.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, action: action), at: segment)
    }

    private func insert(_ new: Segment, at segment: Int) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(new, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = UISegmentedControl.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
    }

    open func removeAllSegments() {
        segments = []
        selectedSegmentIndex = UISegmentedControl.noSegment
    }

    /// Out of range: ignored, as the header says.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// What a person's tap on a segment does: nothing on a control that gets no touches or a
    /// disabled segment, nor on the segment already selected; else selects it and runs its
    /// action, then sends `.valueChanged` and `.primaryActionTriggered` (as the header says of
    /// segments made from actions). A momentary control keeps no selection. Returns whether
    /// it sent. Not UIKit API.
    @_spi(StandIn) @discardableResult public func tapSegment(at segment: Int) -> Bool {
        guard receivesTouches, segments.indices.contains(segment), segments[segment].isEnabled else { return false }
        guard isMomentary || segment != selectedSegmentIndex else { return false }
        selectedSegmentIndex = segment
        segments[segment].action?.performWithSender(self, target: nil)
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
        if isMomentary { selectedSegmentIndex = UISegmentedControl.noSegment }
        return true
    }
}
