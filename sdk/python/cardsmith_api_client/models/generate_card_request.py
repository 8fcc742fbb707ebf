from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GenerateCardRequest")


@_attrs_define
class GenerateCardRequest:
    """
    Attributes:
        category (str): birthday, anniversary, wedding, graduation, thank_you, get_well, new_baby or sympathy.
        style (str): watercolor, cartoon, photorealistic, abstract, minimalist or vintage.
        card_text (str | Unset): The exact words on the card, up to 200 characters.
        description (str | Unset): Up to 500 characters about the picture, not counting spaces around them.
        include_text (bool | None | Unset): Whether the card carries `cardText`. Default: true when `cardText`
            has words, false otherwise; false makes a card without words.
        include_uploaded_image (bool | None | Unset): False leaves the photo out even when one is sent.
        quality (None | str | Unset): low, medium (default), high or auto.
        size (None | str | Unset): 1024x1024 (default), 1024x1536, 1536x1024 or auto.
        uploaded_image (None | str | Unset): A photo for the card, as a `data:` URL (as for images).
    """

    category: str
    style: str
    card_text: str | Unset = UNSET
    description: str | Unset = UNSET
    include_text: bool | None | Unset = UNSET
    include_uploaded_image: bool | None | Unset = UNSET
    quality: None | str | Unset = UNSET
    size: None | str | Unset = UNSET
    uploaded_image: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        category = self.category

        style = self.style

        card_text = self.card_text

        description = self.description

        include_text: bool | None | Unset
        if isinstance(self.include_text, Unset):
            include_text = UNSET
        else:
            include_text = self.include_text

        include_uploaded_image: bool | None | Unset
        if isinstance(self.include_uploaded_image, Unset):
            include_uploaded_image = UNSET
        else:
            include_uploaded_image = self.include_uploaded_image

        quality: None | str | Unset
        if isinstance(self.quality, Unset):
            quality = UNSET
        else:
            quality = self.quality

        size: None | str | Unset
        if isinstance(self.size, Unset):
            size = UNSET
        else:
            size = self.size

        uploaded_image: None | str | Unset
        if isinstance(self.uploaded_image, Unset):
            uploaded_image = UNSET
        else:
            uploaded_image = self.uploaded_image

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "category": category,
                "style": style,
            }
        )
        if card_text is not UNSET:
            field_dict["cardText"] = card_text
        if description is not UNSET:
            field_dict["description"] = description
        if include_text is not UNSET:
            field_dict["includeText"] = include_text
        if include_uploaded_image is not UNSET:
            field_dict["includeUploadedImage"] = include_uploaded_image
        if quality is not UNSET:
            field_dict["quality"] = quality
        if size is not UNSET:
            field_dict["size"] = size
        if uploaded_image is not UNSET:
            field_dict["uploadedImage"] = uploaded_image

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        category = d.pop("category")

        style = d.pop("style")

        card_text = d.pop("cardText", UNSET)

        description = d.pop("description", UNSET)

        def _parse_include_text(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        include_text = _parse_include_text(d.pop("includeText", UNSET))

        def _parse_include_uploaded_image(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        include_uploaded_image = _parse_include_uploaded_image(d.pop("includeUploadedImage", UNSET))

        def _parse_quality(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        quality = _parse_quality(d.pop("quality", UNSET))

        def _parse_size(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        size = _parse_size(d.pop("size", UNSET))

        def _parse_uploaded_image(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        uploaded_image = _parse_uploaded_image(d.pop("uploadedImage", UNSET))

        generate_card_request = cls(
            category=category,
            style=style,
            card_text=card_text,
            description=description,
            include_text=include_text,
            include_uploaded_image=include_uploaded_image,
            quality=quality,
            size=size,
            uploaded_image=uploaded_image,
        )

        return generate_card_request
