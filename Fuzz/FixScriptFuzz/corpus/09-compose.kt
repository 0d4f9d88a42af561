setting.modifier = Modifier
    .padding(horizontal = 16.dp)
    .semantics(mergeDescendants = true) { heading(); role = Role.Switch
        stateDescription = "On"; toggleableState = ToggleableState.Off; disabled() }
name: Modifier.clearAndSetSemantics { contentDescription = "Wi-Fi" }
setting.semantics { selected = true }
