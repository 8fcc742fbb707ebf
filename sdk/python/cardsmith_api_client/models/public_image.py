from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.card_view import CardView


T = TypeVar("T", bound="PublicImage")


@_attrs_define
class PublicImage:
    """An image in the public API's documented form.

    Attributes:
        created_at (datetime.datetime):
        credit_cost (float):
        id (str):
        image_url (str): An absolute URL; unguessable, so it can be shared.
        output_format (str):
        prompt (str):
        quality (str):
        size (str):
        card (CardView | None | Unset):
        revised_from (None | str | Unset): For a revision: the id of the image it was made from.
        revision (None | str | Unset): For a revision: what was asked to change.
    """

    created_at: datetime.datetime
    credit_cost: float
    id: str
    image_url: str
    output_format: str
    prompt: str
    quality: str
    size: str
    card: CardView | None | Unset = UNSET
    revised_from: None | str | Unset = UNSET
    revision: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.card_view import CardView  # noqa: PLC0415

        created_at = self.created_at.isoformat()

        credit_cost = self.credit_cost

        id = self.id

        image_url = self.image_url

        output_format = self.output_format

        prompt = self.prompt

        quality = self.quality

        size = self.size

        card: dict[str, Any] | None | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        elif isinstance(self.card, CardView):
            card = self.card.to_dict()
        else:
            card = self.card

        revised_from: None | str | Unset
        if isinstance(self.revised_from, Unset):
            revised_from = UNSET
        else:
            revised_from = self.revised_from

        revision: None | str | Unset
        if isinstance(self.revision, Unset):
            revision = UNSET
        else:
            revision = self.revision

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "createdAt": created_at,
                "creditCost": credit_cost,
                "id": id,
                "imageUrl": image_url,
                "outputFormat": output_format,
                "prompt": prompt,
                "quality": quality,
                "size": size,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card
        if revised_from is not UNSET:
            field_dict["revisedFrom"] = revised_from
        if revision is not UNSET:
            field_dict["revision"] = revision

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.card_view import CardView  # noqa: PLC0415

        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        credit_cost = d.pop("creditCost")

        id = d.pop("id")

        image_url = d.pop("imageUrl")

        output_format = d.pop("outputFormat")

        prompt = d.pop("prompt")

        quality = d.pop("quality")

        size = d.pop("size")

        def _parse_card(data: object) -> CardView | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_type_0 = CardView.from_dict(data)

                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CardView | None | Unset, data)

        card = _parse_card(d.pop("card", UNSET))

        def _parse_revised_from(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        revised_from = _parse_revised_from(d.pop("revisedFrom", UNSET))

        def _parse_revision(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        revision = _parse_revision(d.pop("revision", UNSET))

        public_image = cls(
            created_at=created_at,
            credit_cost=credit_cost,
            id=id,
            image_url=image_url,
            output_format=output_format,
            prompt=prompt,
            quality=quality,
            size=size,
            card=card,
            revised_from=revised_from,
            revision=revision,
        )

        public_image.additional_properties = d
        return public_image

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
