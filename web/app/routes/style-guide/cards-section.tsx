import { Camera, Clock, Heart, MapPin, MessageCircle } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { StyleSection } from './section';

/** Cards: the photo-first post card, a guide card and a plain information card. */
export function CardsSection() {
  return (
    <StyleSection
      id="cards"
      title="Cards"
      description="Cards lead with the photo in a fixed aspect-ratio box, so nothing shifts while images load. The tinted box below stands in for a member’s photo."
    >
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <Card className="overflow-hidden">
          <div className="flex aspect-[4/3] items-center justify-center bg-linear-to-br from-primary to-secondary text-primary-foreground">
            <Camera aria-hidden className="size-10 opacity-80" />
          </div>
          <CardHeader>
            <CardTitle>Fireworks from the ferry</CardTitle>
            <CardDescription className="flex items-center gap-1">
              <MapPin aria-hidden className="size-3.5" />
              Seven Seas Lagoon
            </CardDescription>
          </CardHeader>
          <CardFooter className="gap-4 text-sm text-muted-foreground">
            <span className="flex items-center gap-1">
              <Heart aria-hidden className="size-4" /> 128
            </span>
            <span className="flex items-center gap-1">
              <MessageCircle aria-hidden className="size-4" /> 14
            </span>
          </CardFooter>
        </Card>

        <Card>
          <CardHeader>
            <div className="flex flex-wrap gap-2">
              <Badge variant="accent">Festival</Badge>
              <Badge variant="destructive">Required</Badge>
            </div>
            <CardTitle>Holiday evening party</CardTitle>
            <CardDescription>Select nights from November to December</CardDescription>
          </CardHeader>
          <CardContent className="text-sm">
            Separate-ticket evenings with parades, shows and treats. Popular nights sell out in
            summer.
          </CardContent>
          <CardFooter>
            <Button size="sm" variant="outline">
              View details
            </Button>
          </CardFooter>
        </Card>

        <Card className="bg-muted/40">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Clock aria-hidden className="size-5 text-primary" />
              60 days before
            </CardTitle>
            <CardDescription>Trip planning timeline</CardDescription>
          </CardHeader>
          <CardContent className="text-sm">
            Dining reservations open. Resort guests can book up to 10 days of their stay at once.
          </CardContent>
        </Card>
      </div>
    </StyleSection>
  );
}
