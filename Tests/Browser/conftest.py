"""pytest fixtures shared by the browser checks."""

import pytest

import harness


@pytest.fixture(scope="module")
def browser():
    """One headless Chromium for all the tests of a module: starting it costs seconds."""
    driver = harness.start_browser()
    yield driver
    driver.quit()
