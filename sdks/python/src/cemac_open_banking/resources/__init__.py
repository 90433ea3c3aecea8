"""One class per family of the API, as ``client.<family>.<call>()``."""
