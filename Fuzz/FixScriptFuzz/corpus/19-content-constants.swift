let age = AXCustomContent(label: "Age", value: "3 years")
age.importance = .high
img.accessibilityCustomContent = [age, AXCustomContent(label: "Breed", value: "Beagle")]
let breed: AXCustomContent = AXCustomContent(label: "Breed", value: "Beagle")
img.accessibilityCustomContent.append(breed)
breed.importance = AXCustomContent.Importance.default
