let age = AXCustomContent(label: "Age", value: "3 years")
age.importance = .high
photo.accessibilityCustomContent = [age, AXCustomContent(label: "Breed", value: "Beagle")]
let breed: AXCustomContent = AXCustomContent(label: "Breed", value: "Beagle")
photo.accessibilityCustomContent.append(breed)
breed.importance = AXCustomContent.Importance.default
