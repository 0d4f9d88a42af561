rating.accessibilityTraits.insert(.adjustable)
extension RatingSlider {
  override func accessibilityIncrement() {
    guard stars < 5, value < maximumValue else { return }
    stars += 1
    let word = stars == 1 ? "star" : unit
    if on { value += 1 } else if stars > 3 { accessibilityHint = "\(scale)" } else { return }
    accessibilityValue = String(format: "%d %@ %.1f%%", stars, word, value)
  }
  override func accessibilityDecrement() {
    switch stars {
    case 1: return
    case 2...3, 4..<5: stars -= 1
    default: stars = stars - 1
    }
    accessibilityValue = "\(Int(value)) \(stars == 1 ? "star" : "stars")"
  }
}
stack.accessibilityValue("\(stars) \(unit)").accessibilityAdjustableAction { d in switch d { case .increment: stars += 1; default: break } }
