val errorFocus = remember { FocusRequester() }
name.modifier = Modifier.focusRequester(errorFocus).focusable()
setting.modifier = Modifier.clickable(onClickLabel = "Open") { count++; saved = !saved; errorFocus.requestFocus(); onOpen() }
save.setOnClickListener {
    count += 2
    caption.text = "$count items, ${count} in all"
}
remember.isChecked = saved
basket.modifier = Modifier.semantics { liveRegion = LiveRegionMode.Polite; contentDescription = "Basket: $count" }
