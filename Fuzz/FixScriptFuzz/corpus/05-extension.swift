extension rating {
  override func accessibilityIncrement() {
    guard rating < maxRating else { return }
    rating = rating + 1
    accessibilityValue = "\(rating) of \(maxRating)"
    sendActions(for: .valueChanged)
  }
  override func accessibilityDecrement() { stepper.value -= 1 }
}
