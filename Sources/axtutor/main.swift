print("axtutor")
