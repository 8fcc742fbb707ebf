"""The Python SDK against a running Cardsmith, through the SDK alone.
(`credits` is a Python builtin, so the generator names that field `credits_`.)

scripts/sdk-test.sh starts the release binary and gives this an account of its
own: CARDSMITH_BASE_URL and CARDSMITH_API_KEY (an account with its free
credits, on a tier of CARDSMITH_PER_MINUTE requests a minute, which the last
test uses up). The tests run in order and share what they make.
"""

import os
import uuid
from http import HTTPStatus

import pytest

from cardsmith_api_client import AuthenticatedClient
from cardsmith_api_client.api.account import get_account
from cardsmith_api_client.api.cards import edit_card_text
from cardsmith_api_client.api.cards import generate_card
from cardsmith_api_client.api.images import delete_image
from cardsmith_api_client.api.images import list_images
from cardsmith_api_client.api.images import get_image
from cardsmith_api_client.api.images import generate_image
from cardsmith_api_client.models import (
    AccountEnvelope,
    DeletedEnvelope,
    EditTextRequest,
    ErrorEnvelope,
    GenerateCardRequest,
    GeneratedEnvelope,
    ImageEnvelope,
    ImagePageEnvelope,
    StreamableImageRequest,
)

BASE_URL = os.environ["CARDSMITH_BASE_URL"]
PER_MINUTE = int(os.environ["CARDSMITH_PER_MINUTE"])
client = AuthenticatedClient(base_url=BASE_URL, token=os.environ["CARDSMITH_API_KEY"], timeout=60)

IMAGE = StreamableImageRequest(prompt="A lighthouse at dawn over a calm sea", quality="low", size="1024x1024")
IDEMPOTENCY_KEY = f"sdk-python-{uuid.uuid4()}"
made = {}


def succeeded(response, envelope, status=HTTPStatus.OK):
    """The parsed success envelope of a response, checked."""
    assert response.status_code == status, response.content
    assert isinstance(response.parsed, envelope), response.parsed
    assert response.parsed.success is True
    return response.parsed.data


def failed(response, status, code):
    """The parsed error envelope of a response, checked."""
    assert response.status_code == status, response.content
    assert isinstance(response.parsed, ErrorEnvelope), response.parsed
    assert response.parsed.success is False
    assert response.parsed.error.code == code
    assert response.parsed.error.message
    return response.parsed


def test_account():
    account = succeeded(get_account.sync_detailed(client=client), AccountEnvelope)
    assert account.tier == "free"
    assert account.limits.per_minute == PER_MINUTE
    assert account.credits_ > 0
    made["credits"] = account.credits_


def test_generate_an_image():
    response = generate_image.sync_detailed(client=client, body=IMAGE, idempotency_key=IDEMPOTENCY_KEY)
    generated = succeeded(response, GeneratedEnvelope, HTTPStatus.CREATED)
    assert generated.replayed is False
    assert generated.credits_ < made["credits"]
    assert generated.image.image_url.startswith("http")
    assert generated.image.card is None
    made["image"], made["credits"] = generated.image, generated.credits_


def test_replay_the_same_idempotency_key_without_charging_again():
    response = generate_image.sync_detailed(client=client, body=IMAGE, idempotency_key=IDEMPOTENCY_KEY)
    replayed = succeeded(response, GeneratedEnvelope, HTTPStatus.CREATED)
    assert replayed.replayed is True
    assert replayed.image.id == made["image"].id
    assert replayed.credits_ == made["credits"]


def test_generate_a_card_with_exact_text():
    body = GenerateCardRequest(
        category="birthday",
        style="watercolor",
        description="A bunch of sunflowers in a blue jug",
        card_text="Happy birthday, Ana!",
        quality="low",
    )
    response = generate_card.sync_detailed(client=client, body=body, idempotency_key=f"sdk-python-{uuid.uuid4()}")
    generated = succeeded(response, GeneratedEnvelope, HTTPStatus.CREATED)
    assert generated.image.card.category == "birthday"
    assert generated.image.card.text == "Happy birthday, Ana!"
    made["card"] = generated.image


def test_list_page_by_page_and_search():
    seen = []
    for page in (1, 2):
        listed = succeeded(list_images.sync_detailed(client=client, page=page, limit=1), ImagePageEnvelope)
        pagination = listed.pagination
        assert (pagination.total, pagination.page, pagination.limit, pagination.pages) == (2, page, 1, 2)
        assert len(listed.images) == 1
        seen.append(listed.images[0].id)
    assert seen == [made["card"].id, made["image"].id]  # newest first

    found = succeeded(list_images.sync_detailed(client=client, search="LIGHTHOUSE"), ImagePageEnvelope)
    assert [image.id for image in found.images] == [made["image"].id]


def test_fetch_the_card_and_change_its_words_free():
    card = succeeded(get_image.sync_detailed(made["card"].id, client=client), ImageEnvelope)
    assert card.card.text == "Happy birthday, Ana!"

    body = EditTextRequest(text="Happy 30th, Ana!", position="bottom")
    edited = succeeded(edit_card_text.sync_detailed(made["card"].id, client=client, body=body), ImageEnvelope)
    assert edited.card.text == "Happy 30th, Ana!"
    assert edited.card.text_position == "bottom"

    # Only the card was charged since the image.
    account = succeeded(get_account.sync_detailed(client=client), AccountEnvelope)
    assert account.credits_ == pytest.approx(made["credits"] - made["card"].credit_cost)


def test_delete_the_image():
    image_id = made["image"].id
    deleted = succeeded(delete_image.sync_detailed(image_id, client=client), DeletedEnvelope)
    assert deleted.id == image_id
    failed(get_image.sync_detailed(image_id, client=client), HTTPStatus.NOT_FOUND, "not_found")


def test_a_400_is_an_error_envelope():
    error = failed(list_images.sync_detailed(client=client, limit=51), HTTPStatus.BAD_REQUEST, "invalid_request")
    assert "limit" in error.error.message


def test_a_401_is_an_error_envelope():
    stranger = AuthenticatedClient(base_url=BASE_URL, token="cs_live_not-a-real-key")
    failed(get_account.sync_detailed(client=stranger), HTTPStatus.UNAUTHORIZED, "unauthorized")


def test_a_429_is_an_error_envelope_past_the_tiers_limit():
    # The window is a calendar minute, so crossing into the next one can take another full limit.
    for _ in range(2 * PER_MINUTE + 2):
        response = get_account.sync_detailed(client=client)
        if response.status_code == HTTPStatus.OK:
            continue
        failed(response, HTTPStatus.TOO_MANY_REQUESTS, "rate_limited")
        assert int(response.headers["Retry-After"]) > 0
        assert response.headers["X-RateLimit-Remaining"] == "0"
        return
    pytest.fail(f"no 429 after {2 * PER_MINUTE + 2} calls at {PER_MINUTE} a minute")
